import type { Meta, StoryObj } from '@storybook/react-vite';
import { otherProfile, ownProfile } from '../testing/fixtures.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileView } from './profile-view.tsx';
import './profile.css';

const meta = {
  title: 'profile/ProfileView',
  component: ProfileView,
  decorators: [withProfileStore],
  args: { profile: otherProfile },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's profile, busy, with the call and chat entry points. */
export const Other: Story = {
  args: { actions: <ProfileActions profile={otherProfile} onCall={() => {}} /> },
};

/** One's own: every photo with its review state, and the edit button. */
export const Own: Story = {
  args: { profile: ownProfile, actions: <ProfileActions profile={ownProfile} /> },
};

/** A profile with nothing told yet. */
export const Bare: Story = {
  args: {
    profile: { ...otherProfile, bio: '', interests: [], languages: [], photos: [], age: undefined },
  },
};
