import type { Meta, StoryObj } from '@storybook/react-vite';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { sampleHosts } from '../testing/fixtures.ts';
import { GuestHostList } from './guest-host-list.tsx';

const meta = {
  title: 'hosts/GuestHostList',
  component: GuestHostList,
  decorators: [withHostsStore],
  parameters: {
    store: { auth: { status: 'visitor' }, hosts: { guest: { status: 'ready', hosts: sampleHosts } } },
  },
} satisfies Meta<typeof GuestHostList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees on the landing page. */
export const Hosts: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'narrow' } } };

export const Loading: Story = {
  parameters: { store: { auth: { status: 'visitor' }, hosts: { guest: { status: 'loading', hosts: [] } } } },
};

export const Failed: Story = {
  parameters: { store: { auth: { status: 'visitor' }, hosts: { guest: { status: 'failed', hosts: [] } } } },
};
