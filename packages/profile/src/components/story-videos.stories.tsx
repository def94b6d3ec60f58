import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { videoUnderReview } from '../testing/fixtures.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { StoryVideos } from './story-videos.tsx';
import './profile.css';

const meta = {
  title: 'profile/StoryVideos',
  component: StoryVideos,
  decorators: [withProfileStore],
  args: { videos: [], nickname: 'Mira', onPick: fn(), onDelete: fn() },
} satisfies Meta<typeof StoryVideos>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No video yet: the add button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add a video' })).toBeVisible();
  },
};

/** One under review, one rejected with the operator's reason. */
export const UnderReview: Story = {
  args: {
    videos: [
      videoUnderReview,
      {
        ...videoUnderReview,
        id: '3f0c3d8e-8d1e-4d8a-9a57-7a0e6f1c2b02',
        status: 'rejected',
        reason: 'Not you.',
      },
    ],
  },
};

/** On its way up. */
export const Uploading: Story = { args: { uploading: true } };

/** Refused by the gateway. */
export const Refused: Story = { args: { error: 'A video is at most 30 seconds long.' } };
