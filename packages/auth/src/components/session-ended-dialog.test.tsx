import { RESULT_CODES } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import type { SessionDialog } from '../session/slice.ts';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

function renderDialog(dialog: SessionDialog | undefined) {
  const onDismiss = vi.fn();
  const onLogIn = vi.fn();
  const rendered = renderWithAuth(
    <SessionEndedDialog dialog={dialog} onDismiss={onDismiss} onLogIn={onLogIn} />,
  );
  return { ...rendered, onDismiss, onLogIn };
}

describe('SessionEndedDialog', () => {
  it('is closed without an ended session', () => {
    renderDialog(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Login has expired" for HTTP 401, whatever the server wrote', async () => {
    renderDialog({ kind: 'expired', message: 'No session for this user on this device; log in again.' });
    const dialog = await screen.findByRole('dialog', { name: 'Login has expired' });
    expect(dialog).toHaveAccessibleDescription('Please log in to continue.');
  });

  it('uses the spec’s sentence for a session replaced on another device', async () => {
    renderDialog({
      kind: 'relogin',
      code: RESULT_CODES.activeOnAnotherDevice,
      message: 'Your account was signed in on another device.',
    });
    expect(await screen.findByRole('dialog', { name: 'Please log in again' })).toHaveAccessibleDescription(
      'Your account was active on another device, please change your password if it was not you',
    );
  });

  it('shows the server’s message for another re-login code', async () => {
    renderDialog({ kind: 'relogin', code: RESULT_CODES.reloginRequired, message: 'Your session was reset.' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Your session was reset.');
  });

  it('falls back to "Failed to get information, log in again"', async () => {
    renderDialog({ kind: 'relogin', code: RESULT_CODES.updateFailed, message: '' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Failed to get information, log in again',
    );
  });

  it('is dismissed with OK, and "Log in" dismisses it and opens the login', async () => {
    const { user, onDismiss, onLogIn } = renderDialog({ kind: 'expired', message: '' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });
});
