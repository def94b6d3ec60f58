import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { otherProfile } from '../testing/fixtures.ts';
import { ProfilePage } from './profile-page.tsx';

describe('ProfilePage', () => {
  it('shows someone’s profile with call and chat, and opens the chat', async () => {
    const onCall = vi.fn();
    const { user, store } = renderWithProfile(<ProfilePage friendId="100002" onCall={onCall} />);
    expect(await screen.findByRole('heading', { name: 'Noor' })).toBeVisible();
    expect(screen.getByText(/27 years old · Leo · Busy · ID 77120045/)).toBeVisible();
    expect(screen.getByText('Music and long walks.')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Video call' }));
    expect(onCall).toHaveBeenCalledWith(expect.objectContaining({ userId: '100002' }));
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(store.navigated).toEqual(['/message/IMMessageSession/100002']);
    expect(screen.queryByText('Under review')).toBeNull();
  });

  it('adds them as a friend through the friends module, saying first what it costs', async () => {
    const addFriend = vi.fn(async () => ({
      state: 'sent' as const,
      requestId: '9',
      charged: 20,
      freeAddsLeft: 0,
    }));
    const { user } = renderWithProfile(<ProfilePage friendId="100002" />, {
      api: {
        addFriend,
        friends: async () => ({
          friends: [],
          incoming: [],
          outgoing: [],
          blocked: [],
          addPrice: 20,
          freeAddsLeft: 0,
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Noor as a friend' });
    expect(dialog).toHaveTextContent('A friend request costs 20 coins.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Friend request sent.')).toBeVisible();
    expect(addFriend).toHaveBeenCalledWith('100002');
    // No gifts module yet (issue 15): no gift button unless the shell gives one.
    expect(screen.queryByRole('button', { name: 'Gift' })).toBeNull();
  });

  it('tells a friend request the coins do not pay', async () => {
    const refused = new GatewayCallError({
      reason: 'server',
      code: BUSINESS_CODES.insufficientCoins,
      message: 'Not enough coins.',
      call: 'POST /api/friends/request',
    });
    const { user } = renderWithProfile(<ProfilePage friendId="100002" />, {
      api: { addFriend: () => Promise.reject(refused) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Free: 2 free friend requests left today.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have enough coins to add this friend.",
    );
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      expect.stringContaining('/shop'),
    );
  });

  it('says two friends are friends already', async () => {
    const { user } = renderWithProfile(<ProfilePage friendId="100002" />, {
      api: {
        friends: async () => ({
          friends: [{ userId: '100002', userName: 'Noor', headImg: '' }],
          incoming: [],
          outgoing: [],
          blocked: [],
          addPrice: 20,
          freeAddsLeft: 2,
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('You are friends.')).toBeVisible();
  });

  it('shows the gift button only when the shell gives the gift feature', async () => {
    const onGift = vi.fn();
    const { user } = renderWithProfile(<ProfilePage friendId="100002" onGift={onGift} />);
    await user.click(await screen.findByRole('button', { name: 'Gift' }));
    expect(onGift).toHaveBeenCalledWith(expect.objectContaining({ userId: '100002' }));
  });

  it('plays the approved videos of their story', async () => {
    renderWithProfile(<ProfilePage friendId="100002" />, {
      api: {
        profile: async () => ({
          ...otherProfile,
          videos: [
            {
              id: '3f0c3d8e-8d1e-4d8a-9a57-7a0e6f1c2b3d',
              status: 'approved',
              url: '/media/3f0c3d8e-8d1e-4d8a-9a57-7a0e6f1c2b3d/video.webm',
              mime: 'video/webm',
              width: 640,
              height: 480,
              durationMs: 12_000,
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeVisible();
    expect(screen.getByLabelText('Video of Noor')).toHaveAttribute(
      'src',
      '/media/3f0c3d8e-8d1e-4d8a-9a57-7a0e6f1c2b3d/video.webm',
    );
  });

  it('says when the user does not exist', async () => {
    renderWithProfile(<ProfilePage friendId="1" />, {
      api: {
        profile: () =>
          Promise.reject(
            new GatewayCallError({
              reason: 'server',
              code: BUSINESS_CODES.userNotFound,
              message: 'No such user.',
              call: 'GET /facade/api/user/profile',
            }),
          ),
      },
    });
    expect(await screen.findByText('This user does not exist.')).toBeVisible();
  });
});
