import { USER_STATUS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { longNamedHost, sampleHosts } from '../testing/fixtures.ts';
import { HostCard } from './host-card.tsx';

const ayla = sampleHosts[0]!;

const meta = {
  title: 'hosts/HostCard',
  component: HostCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
    withHostsStore,
  ],
  args: { host: ayla },
  parameters: { store: { auth: { status: 'loggedIn' } } },
} satisfies Meta<typeof HostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online, with a lower price for friends. */
export const Online: Story = {};

export const SamePriceForFriends: Story = { args: { host: sampleHosts[1]! } };

export const Busy: Story = { args: { host: { ...ayla, status: USER_STATUS.busy } } };

export const Offline: Story = { args: { host: { ...ayla, status: USER_STATUS.offline } } };

/** A host who chose to be invisible: the card tells no status. */
export const Invisible: Story = { args: { host: longNamedHost } };

/** A four-digit price, grouped for the reader's language. */
export const HighPrice: Story = { args: { host: sampleHosts[5]! } };

/** The call buttons ask for a call of their kind. */
export const Calling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByRole('button', { name: 'Video call with Ayla' });
    await userEvent.click(video);
    await expect(video).toHaveFocus();
  },
};

/** A visitor's press opens the login popup (the shell shows it; here the store records it). */
export const Visitor: Story = { parameters: { store: { auth: { status: 'visitor' } } } };
