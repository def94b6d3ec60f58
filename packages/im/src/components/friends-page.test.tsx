import { BUSINESS_CODES } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { friendsOpened, unblockPressed } from '../actions.ts';
import { SAMPLE_FRIENDS } from '../testing/fixtures.ts';
import { FriendsPage } from './friends-page.tsx';

describe('FriendsPage', () => {
  it('asks for the lists, says what the last action did, and unblocks', async () => {
    const { store, user } = renderWithIm(<FriendsPage onMessage={vi.fn()} />, {
      friends: SAMPLE_FRIENDS,
      friendNotice: { key: 'block.blocked', name: 'Kai' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Kai has been blocked.');
    expect(store.actions[0]).toEqual(friendsOpened());
    await user.click(screen.getByRole('tab', { name: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(store.actions.at(-1)).toEqual(unblockPressed({ friendId: '100009', name: 'Spammer' }));
  });

  it('offers Recharge beside a friend request the coins do not pay', async () => {
    renderWithIm(<FriendsPage onMessage={vi.fn()} />, {
      friends: SAMPLE_FRIENDS,
      friendNotice: { code: BUSINESS_CODES.insufficientCoins },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You don't have enough coins to add this friend.",
    );
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      expect.stringContaining('/shop'),
    );
  });
});
