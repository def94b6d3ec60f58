import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { otherProfile, ownProfile } from '../testing/fixtures.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { ProfileActions } from './profile-actions.tsx';

const meta = {
  title: 'profile/ProfileActions',
  component: ProfileActions,
  decorators: [withProfileStore],
  args: { profile: otherProfile, onCall: fn() },
} satisfies Meta<typeof ProfileActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's profile: call and chat. */
export const Other: Story = {};

/** One's own: edit. */
export const Own: Story = { args: { profile: ownProfile } };
