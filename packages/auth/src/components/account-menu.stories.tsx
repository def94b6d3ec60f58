import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAuthStore } from '../testing/story-store.tsx';
import { sampleProfile, sampleUser } from '../testing/fixtures.ts';
import { AccountMenu } from './account-menu.tsx';

const meta = {
  title: 'auth/AccountMenu',
  component: AccountMenu,
  decorators: [withAuthStore],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { parameters: { auth: { status: 'visitor' } } };

/** Startup is still deciding. */
export const Starting: Story = { parameters: { auth: { status: 'starting' } } };

export const SignedIn: Story = {
  parameters: { auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile } },
};

/** A host: her coins and points, as the live wallet keeps them. */
export const Host: Story = {
  parameters: {
    auth: { status: 'loggedIn', user: sampleUser, profile: sampleProfile },
    wallet: {
      host: true,
      coins: { balance: 40, seq: 9 },
      points: { balance: 360, seq: 10, earnedToday: 60, earnedTotal: 360 },
    },
  },
};

/** The avatar opens the settings. */
export const SettingsOpen: Story = {
  parameters: SignedIn.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account and settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};
