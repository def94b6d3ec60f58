import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { sampleHosts } from '../testing/fixtures.ts';
import { WallGrid } from './wall-grid.tsx';

const meta = {
  title: 'hosts/WallGrid',
  component: WallGrid,
  decorators: [withHostsStore],
  args: { hosts: sampleHosts, status: 'ready', label: 'Hosts', onRetry: fn() },
  parameters: { store: { auth: { status: 'loggedIn' } } },
} satisfies Meta<typeof WallGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As many columns as fit. */
export const Hosts: Story = {};

/** Two columns on the narrowest phone. */
export const Phone: Story = { globals: { viewport: { value: 'narrow' } } };

/** The first hosts on their way: placeholders, announced once. */
export const Loading: Story = { args: { hosts: [], status: 'loading' } };

export const Empty: Story = { args: { hosts: [], status: 'ready' } };

/** The spec's apology, and a retry. */
export const Failed: Story = {
  args: { hosts: [], status: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
