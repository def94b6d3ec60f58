import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthStore } from '../testing/story-store.tsx';
import { sampleProfile, sampleUser } from '../testing/fixtures.ts';
import { SettingsDialog } from './settings-dialog.tsx';

const meta = {
  title: 'auth/SettingsDialog',
  component: SettingsDialog,
  args: { defaultOpen: true },
  decorators: [withAuthStore],
} satisfies Meta<typeof SettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail bound and verified, no phone. */
export const EmailVerified: Story = {
  parameters: { auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile } },
};

export const EmailUnverifiedPhoneBound: Story = {
  parameters: {
    auth: {
      status: 'loggedIn',
      user: sampleUser,
      profile: { ...sampleProfile, emailVerified: false, phone: '+31 6 12345678' },
    },
  },
};

export const NothingBound: Story = {
  parameters: {
    auth: {
      status: 'loggedIn',
      user: { ...sampleUser, goldNum: 0 },
      profile: { ...sampleProfile, email: undefined, emailVerified: false, phone: undefined },
    },
  },
};
