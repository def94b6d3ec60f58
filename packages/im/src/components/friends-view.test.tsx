import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { SAMPLE_FRIENDS } from '../testing/fixtures.ts';
import { FriendsView } from './friends-view.tsx';

function setup() {
  const on = {
    onMessage: vi.fn(),
    onRemove: vi.fn(),
    onBlock: vi.fn(),
    onUnblock: vi.fn(),
    onAccept: vi.fn(),
    onDecline: vi.fn(),
  };
  return { on, ...renderWithIm(<FriendsView friends={SAMPLE_FRIENDS} {...on} />) };
}

describe('FriendsView', () => {
  it('lists friends with Message, Remove and Block', async () => {
    const { on, user } = setup();
    const [message] = await screen.findAllByRole('button', { name: 'Message' });
    await user.click(message!);
    expect(on.onMessage).toHaveBeenCalledWith('100002');
    await user.click(screen.getAllByRole('button', { name: 'Remove friend' })[1]!);
    expect(on.onRemove).toHaveBeenCalledWith(SAMPLE_FRIENDS.friends[1]);
  });

  it('shows requests both ways and the block list with Unblock', async () => {
    const { on, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Friend requests (1)' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(on.onDecline).toHaveBeenCalledWith('7');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(on.onDecline).toHaveBeenCalledWith('8');
    await user.click(screen.getByRole('tab', { name: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(on.onUnblock).toHaveBeenCalledWith(SAMPLE_FRIENDS.blocked[0]);
  });

  it('asks to be reminded of a friend, shows who is waited for, and lists friends told online', async () => {
    const [first, second] = SAMPLE_FRIENDS.friends;
    const on = { onMessage: vi.fn(), onRemove: vi.fn(), onBlock: vi.fn(), onUnblock: vi.fn() };
    const more = { onAccept: vi.fn(), onDecline: vi.fn(), onRemind: vi.fn() };
    const { user } = renderWithIm(
      <FriendsView
        friends={SAMPLE_FRIENDS}
        {...on}
        {...more}
        reminders={{ friendIds: [second!.userId], left: 4 }}
        online={[second!.userId]}
      />,
    );
    // One button: the friend waited for shows "Reminder set" instead.
    await user.click(await screen.findByRole('button', { name: 'Remind me when online' }));
    expect(more.onRemind).toHaveBeenCalledWith(first);
    expect(screen.getByText('Reminder set')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Online' }));
    expect(screen.getByText('Online reminders left today: 4')).toBeTruthy();
    expect(screen.getByText(second!.userName)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(on.onMessage).toHaveBeenCalledWith(second!.userId);
  });
});
