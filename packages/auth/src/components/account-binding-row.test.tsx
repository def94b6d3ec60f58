import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { AccountBindingRow, type AccountBindingRowProps } from './account-binding-row.tsx';

function renderRow(props: Omit<AccountBindingRowProps, 'onBind'>) {
  const onBind = vi.fn();
  const rendered = renderWithAuth(
    <dl>
      <AccountBindingRow {...props} onBind={onBind} />
    </dl>,
  );
  return { ...rendered, onBind };
}

describe('AccountBindingRow', () => {
  it('offers to link what is not bound', async () => {
    const { user, onBind } = renderRow({ kind: 'phone', value: undefined, verified: false });
    expect(screen.getByRole('term')).toHaveTextContent('Phone number');
    expect(screen.getByText('Not linked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Link phone number' }));
    expect(onBind).toHaveBeenCalledWith('phone');
  });

  it('shows a bound address that is not verified yet, and offers to change it', async () => {
    const { user, onBind } = renderRow({ kind: 'email', value: 'mia@example.com', verified: false });
    expect(screen.getByText('mia@example.com')).toBeVisible();
    expect(screen.getByText('Not verified')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(onBind).toHaveBeenCalledWith('email');
  });

  it('shows a verified binding', () => {
    renderRow({ kind: 'email', value: 'mia@example.com', verified: true });
    expect(screen.getByText('Verified')).toBeVisible();
  });
});
