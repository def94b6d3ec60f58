import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { AutoLoginNotice } from './auto-login-notice.tsx';

function renderNotice(open: boolean) {
  const onDismiss = vi.fn();
  const onLogIn = vi.fn();
  const rendered = renderWithAuth(<AutoLoginNotice open={open} onDismiss={onDismiss} onLogIn={onLogIn} />);
  return { ...rendered, onDismiss, onLogIn };
}

describe('AutoLoginNotice', () => {
  it('is closed until asked for', () => {
    renderNotice(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the link did not work; Close dismisses it', async () => {
    const { user, onDismiss, onLogIn } = renderNotice(true);
    const dialog = await screen.findByRole('dialog', { name: 'Automatic login failed' });
    expect(dialog).toHaveAccessibleDescription(
      'This login link has expired or has already been used. Please log in again.',
    );
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1)!);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onLogIn).not.toHaveBeenCalled();
  });

  it('offers to log in', async () => {
    const { user, onDismiss, onLogIn } = renderNotice(true);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });
});
