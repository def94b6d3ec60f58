import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withProfileStore } from '../testing/profile-store.tsx';
import { ProfileEditPage } from './profile-edit-page.tsx';

const meta = {
  title: 'profile/ProfileEditPage',
  component: ProfileEditPage,
  decorators: [withProfileStore],
} satisfies Meta<typeof ProfileEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads one's own profile (a fake gateway) and shows the form and the album. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** The profile could not be loaded. */
export const Failed: Story = {
  parameters: { api: { profile: () => Promise.reject(new Error('offline')) } },
};
