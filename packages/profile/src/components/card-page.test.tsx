import { BUSINESS_CODES, LIKE_LIMITS } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { otherProfile } from '../testing/fixtures.ts';
import { CardPage } from './card-page.tsx';

const liker = { userId: '100009', nickname: 'Kai', photo: null, likedAt: Date.parse('2026-11-26T12:00:00Z') };

describe('CardPage', () => {
  it('shows a card with the price of a like on its button, and likes it', async () => {
    const like = vi.fn(async (friendId: string) => ({
      userId: friendId,
      charged: LIKE_LIMITS.price,
      mutual: false,
    }));
    const { user } = renderWithProfile(<CardPage />, { api: { like } });
    expect(await screen.findByRole('article', { name: otherProfile.nickname })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Like · ${LIKE_LIMITS.price} coins` }));
    expect(like).toHaveBeenCalledWith(otherProfile.userId);
    // The deck read again once it ran out: the fake answers the same person.
    await vi.waitFor(() =>
      expect(screen.getByRole('article', { name: otherProfile.nickname })).toBeVisible(),
    );
  });

  it('passes for free, and says when nobody is left', async () => {
    const pass = vi.fn(async () => ({ passed: true }));
    let reads = 0;
    const deck = async () => ({ price: LIKE_LIMITS.price, cards: reads++ === 0 ? [otherProfile] : [] });
    const { user } = renderWithProfile(<CardPage />, { api: { pass, deck } });
    await user.click(await screen.findByRole('button', { name: 'Pass' }));
    expect(pass).toHaveBeenCalledWith(otherProfile.userId);
    expect(await screen.findByText('No one new right now. Come back later.')).toBeVisible();
  });

  it('says too few coins with Recharge, and a like back makes friends with a way to their chat', async () => {
    const like = vi
      .fn()
      .mockRejectedValueOnce(
        new GatewayCallError({
          reason: 'server',
          code: BUSINESS_CODES.insufficientCoins,
          message: 'x',
          call: 'POST /',
        }),
      )
      .mockImplementation(async (friendId: string) => ({
        userId: friendId,
        charged: LIKE_LIMITS.price,
        mutual: true,
      }));
    const { user, store } = renderWithProfile(<CardPage />, {
      api: { like, likes: async () => ({ likes: [liker] }) },
    });
    await user.click(await screen.findByRole('button', { name: `Like · ${LIKE_LIMITS.price} coins` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have enough coins to like this user.",
    );
    expect(screen.getByRole('link', { name: /Recharge/ })).toBeVisible();

    const likes = screen.getByRole('region', { name: 'Liked you' });
    await user.click(within(likes).getByRole('button', { name: `Like back · ${LIKE_LIMITS.price} coins` }));
    expect(await screen.findByText('You and Kai like each other: you are friends now.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Liked you' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    await expect.poll(() => store.navigated).toEqual(['/message/IMMessageSession/100009']);
  });
});
