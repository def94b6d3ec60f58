import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { expect, userEvent, within } from 'storybook/test';
import { otherProfile } from '../testing/fixtures.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { AddFriendButton } from './add-friend-button.tsx';
import './profile.css';

const meta = {
  title: 'profile/AddFriendButton',
  component: AddFriendButton,
  decorators: [withProfileStore],
  args: { profile: otherProfile },
} satisfies Meta<typeof AddFriendButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free adds left today: the popup says so before the request is sent. */
export const Free: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add friend' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Free: 2 free friend requests left today.')).toBeInTheDocument();
  },
};

/** The free adds are spent: the popup names the price in coins. */
export const Paid: Story = {
  parameters: {
    api: {
      friends: async () => ({
        friends: [],
        incoming: [],
        outgoing: [],
        blocked: [],
        addPrice: 20,
        freeAddsLeft: 0,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add friend' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('A friend request costs 20 coins.')).toBeInTheDocument();
  },
};

/** The coins do not pay for the request: spec §8's words, and Recharge beside them. */
export const NotEnoughCoins: Story = {
  parameters: {
    api: {
      addFriend: () =>
        Promise.reject(
          new GatewayCallError({
            reason: 'server',
            code: BUSINESS_CODES.insufficientCoins,
            message: 'Not enough coins.',
            call: 'POST /api/friends/request',
          }),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add friend' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Send request' }));
    await expect(await body.findByRole('link', { name: 'Recharge' })).toBeInTheDocument();
  },
};
