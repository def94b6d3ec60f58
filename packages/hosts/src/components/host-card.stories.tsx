import { USER_STATUS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostsSlice } from '../slice.ts';
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

/** Busy in another call: no call is offered, and the card says why before any press. */
export const Busy: Story = {
  args: { host: { ...ayla, status: USER_STATUS.busy } },
  play: async ({ canvasElement }) => {
    const video = within(canvasElement).getByRole('button', { name: 'Video call with Ayla' });
    await expect(video).toBeDisabled();
    await expect(video).toHaveAccessibleDescription(
      'The person you are calling is busy. Please try again later.',
    );
  },
};

/** Offline: no call is offered, and the card says why. */
export const Offline: Story = {
  args: { host: { ...ayla, status: USER_STATUS.offline } },
  play: async ({ canvasElement }) => {
    const voice = within(canvasElement).getByRole('button', { name: 'Voice call with Ayla' });
    await expect(voice).toBeDisabled();
    await expect(voice).toHaveAccessibleDescription('The person you are calling is offline.');
  },
};

/** Online, but the user's coins do not cover a minute at her price (60; 45 for her friends). */
export const CannotAfford: Story = {
  parameters: { store: { auth: { status: 'loggedIn' }, wallet: { coins: { balance: 30, seq: 1 } } } },
  play: async ({ canvasElement }) => {
    const video = within(canvasElement).getByRole('button', { name: 'Video call with Ayla' });
    await expect(video).toBeDisabled();
    await expect(video).toHaveAccessibleDescription("You don't have enough coins for this call.");
  },
};

/** She takes video only from friends, and the user is not one: only the voice call is offered, and why not video. */
export const VideoFromFriendsOnly: Story = {
  args: { host: { ...ayla, videoFriendsOnly: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByRole('button', { name: 'Video call with Ayla' });
    await expect(video).toBeDisabled();
    await expect(video).toHaveAccessibleDescription('This user accepts video calls only from friends.');
    await expect(canvas.getByRole('button', { name: 'Voice call with Ayla' })).toBeEnabled();
  },
};

/** The same host for her friend (the wall said so): both calls, at the friends' price. */
export const VideoFromFriendsOnlyToAFriend: Story = {
  args: { host: { ...ayla, videoFriendsOnly: true } },
  parameters: {
    store: {
      auth: { status: 'loggedIn' },
      hosts: { wall: { ...hostsSlice.getInitialState().wall, friendIds: [ayla.userId] } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Video call with Ayla' })).toBeEnabled();
  },
};

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
