import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { kycState, withProfileStore } from '../testing/profile-store.tsx';
import { KycPanel } from './kyc-panel.tsx';
import './profile.css';

const meta = {
  title: 'profile/KycPanel',
  component: KycPanel,
  decorators: [withProfileStore],
  args: { returnTo: '/profile/edit', leave: fn() },
} satisfies Meta<typeof KycPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A suspect: the popup's button. */
export const Required: Story = {
  parameters: { api: { kycState: async () => kycState('required') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Verify your age' })).toBeVisible();
  },
};

/** The estimate was too young to be sure: a document check next. */
export const DocumentNeeded: Story = {
  parameters: { api: { kycState: async () => kycState('document', { estimatedAge: 21 }) } },
};

/** The document is with the provider. */
export const Pending: Story = { parameters: { api: { kycState: async () => kycState('pending') } } };

/** The provider declined. */
export const Failed: Story = {
  parameters: { api: { kycState: async () => kycState('failed', { reason: 'Document expired.' }) } },
};

/** Verified. */
export const Passed: Story = { parameters: { api: { kycState: async () => kycState('passed') } } };
