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
