import type { Meta, StoryObj } from '@storybook/react-vite';
import { COUNTRIES } from '@aura/contracts';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { sampleGroups, sampleHosts } from '../testing/fixtures.ts';
import { hostsSlice, type HostsState, type WallState } from '../slice.ts';
import { WallPage } from './wall-page.tsx';

const wall = (changes: Partial<WallState> = {}): WallState => ({
  ...hostsSlice.getInitialState().wall,
  status: 'ready',
  hosts: sampleHosts.slice(0, 4),
  page: 1,
  pageSize: 4,
  total: sampleHosts.length,
  ...changes,
});

const hosts = (changes: Partial<HostsState> = {}): Partial<HostsState> => ({
  groups: { status: 'ready', items: sampleGroups },
  wall: wall(),
  ...changes,
});

const meta = {
  title: 'hosts/WallPage',
  component: WallPage,
  decorators: [withHostsStore],
  parameters: { store: { hosts: hosts(), auth: { status: 'loggedIn' } } },
} satisfies Meta<typeof WallPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of all countries, with a next one to load. */
export const FirstPage: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'narrow' } } };

export const WholeGroup: Story = {
  parameters: { store: { hosts: hosts({ wall: wall({ hosts: sampleHosts, pageSize: 24 }) }) } },
};

/** The first visit: placeholders until the gateway answers. */
export const Loading: Story = {
  parameters: { store: { hosts: { groups: { status: 'loading', items: [] } } } },
};

/** A refresh keeps the hosts on screen. */
export const Refreshing: Story = {
  parameters: { store: { hosts: hosts({ wall: wall({ refreshing: true }) }) } },
};

export const LoadingMore: Story = {
  parameters: { store: { hosts: hosts({ wall: wall({ more: 'loading' }) }) } },
};

export const MoreFailed: Story = {
  parameters: { store: { hosts: hosts({ wall: wall({ more: 'failed' }) }) } },
};

/** A country with nobody on the wall now, and the way back to all countries. */
export const EmptyCountry: Story = {
  parameters: {
    store: { hosts: hosts({ wall: wall({ countryId: COUNTRIES.IN, hosts: [], total: 0, page: 1 }) }) },
  },
};

/** Neither the groups nor the hosts could be loaded. */
export const Failed: Story = {
  parameters: {
    store: {
      hosts: {
        groups: { status: 'failed', items: [] },
        wall: wall({ status: 'failed', hosts: [], page: 0 }),
      },
    },
  },
};

/** Right to left (issue 17): Arabic on a 390 px phone; the cards, tabs and prices read from the right. */
export const Arabic: Story = { globals: { locale: 'ar', viewport: { value: 'phone' } } };

/** German, among the longest languages, on a 390 px phone: nothing clipped or overlapping. */
export const German: Story = { globals: { locale: 'de', viewport: { value: 'phone' } } };
