import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { AddFriendDialog } from './add-friend-dialog.tsx';

describe('AddFriendDialog', () => {
  it('shows the price before sending once the free adds are used, and sends a user id', async () => {
    const onAdd = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithIm(
      <AddFriendDialog open onOpenChange={onOpenChange} price={20} freeAddsLeft={0} onAdd={onAdd} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add friend' }));
    const add = dialog.getByRole('button', { name: 'Add friend for 20 coins' });
    expect(add).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'User ID' }), 'abc');
    expect(add).toBeDisabled();
    await user.clear(dialog.getByRole('textbox', { name: 'User ID' }));
    await user.type(dialog.getByRole('textbox', { name: 'User ID' }), '100002');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('100002');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
