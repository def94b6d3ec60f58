import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { ownProfile, videoUnderReview } from '../testing/fixtures.ts';
import { ProfileEditPage } from './profile-edit-page.tsx';

const refusal = (code: number) =>
  new GatewayCallError({ reason: 'server', code, message: 'refused', call: 'POST /facade/api/user/update' });

describe('ProfileEditPage', () => {
  it('refuses a fourth language and a sixth interest with the rule’s words, before any call', async () => {
    const { user, store } = renderWithProfile(<ProfileEditPage />, {
      api: { profile: async () => ({ ...ownProfile, languages: [1, 20, 26], interests: [1, 2, 3, 4, 5] }) },
    });
    const languages = await screen.findByRole('group', { name: 'Languages' });
    await user.click(within(languages).getByRole('checkbox', { name: 'Arabic' }));
    expect(
      await screen.findByText(`You can choose up to ${PROFILE_LIMITS.maxLanguages} languages.`),
    ).toBeVisible();
    expect(within(languages).getByRole('checkbox', { name: 'Arabic' })).not.toBeChecked();
    const interests = screen.getByRole('group', { name: 'Interests' });
    await user.click(within(interests).getByRole('checkbox', { name: 'Cat' }));
    expect(
      await screen.findByText(`You can choose up to ${PROFILE_LIMITS.maxInterests} interests.`),
    ).toBeVisible();
    expect(store.actions.some((action) => action.type === 'profile/editSubmitted')).toBe(false);
  });

  it('shows "Cannot change after selection." under the birthday the gateway kept', async () => {
    const { user } = renderWithProfile(<ProfileEditPage />, {
      api: { update: () => Promise.reject(refusal(BUSINESS_CODES.birthdayLocked)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot change after selection.');
  });

  it('keeps the gender it has and locks the birthday once changed', async () => {
    renderWithProfile(<ProfileEditPage />, {
      api: { profile: async () => ({ ...ownProfile, birthdayChangesLeft: 0 }) },
    });
    expect(await screen.findByLabelText('Gender')).toBeDisabled();
    expect(screen.getByLabelText('Birthday')).toBeDisabled();
    expect(screen.getByText('Cannot change after selection.')).toBeVisible();
  });

  it('refuses a file over 5 MB at once, and shows an upload under review', async () => {
    const { user, store } = renderWithProfile(<ProfileEditPage />);
    const input = await screen.findByLabelText('Add a photo');
    const big = new File([new Uint8Array(PROFILE_LIMITS.maxImageBytes + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(await screen.findByText('The image size is limited to 5M.')).toBeVisible();
    expect(store.actions.some((action) => action.type === 'profile/photoPicked')).toBe(false);

    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.png', { type: 'image/png' }),
    );
    await expect.poll(() => screen.queryAllByText('Under review').length).toBe(2);
  });

  it('uploads a story video, refusing one over the limit at once and telling the server’s refusals', async () => {
    let answer: 'ok' | 'tooLong' = 'tooLong';
    const { user, store } = renderWithProfile(<ProfileEditPage />, {
      api: {
        uploadVideo: async () => {
          if (answer === 'tooLong') throw refusal(BUSINESS_CODES.videoTooLong);
          return { ...videoUnderReview, id: crypto.randomUUID() };
        },
      },
    });
    const videos = await screen.findByRole('region', { name: 'Videos' });
    expect(within(videos).getByText('No videos yet.')).toBeVisible();
    const input = within(videos).getByLabelText('Add a video');
    const big = new File([new Uint8Array(PROFILE_LIMITS.maxVideoBytes + 1)], 'big.webm', {
      type: 'video/webm',
    });
    await user.upload(input, big);
    expect(await within(videos).findByText('The video size is limited to 8M.')).toBeVisible();
    expect(store.actions.some((action) => action.type === 'profile/videoPicked')).toBe(false);

    const clip = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', { type: 'video/webm' });
    await user.upload(input, clip);
    expect(
      await within(videos).findByText(`A video is at most ${PROFILE_LIMITS.maxVideoSeconds} seconds long.`),
    ).toBeVisible();
    answer = 'ok';
    await user.upload(input, clip);
    expect(await within(videos).findByText('Under review')).toBeVisible();
    await user.click(within(videos).getByRole('button', { name: 'Delete this video' }));
    expect(await within(videos).findByText('No videos yet.')).toBeVisible();
  });
});
