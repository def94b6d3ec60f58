import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withProfileStore } from '../testing/profile-store.tsx';
import { ProfilePage } from './profile-page.tsx';

const meta = {
  title: 'profile/ProfilePage',
  component: ProfilePage,
  decorators: [withProfileStore],
  args: { friendId: '100002', onCall: fn() },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone's profile, loaded from a fake gateway. */
export const Loaded: Story = {};
