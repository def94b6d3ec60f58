import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_FRIENDS } from '../testing/fixtures.ts';
import { FriendsView } from './friends-view.tsx';

const meta = {
  title: 'im/FriendsView',
  component: FriendsView,
  args: {
    friends: SAMPLE_FRIENDS,
    onMessage: fn(),
    onRemove: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof FriendsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Friends: Story = {};

/** Requests both ways: accept or decline one to you, withdraw yours. */
export const Requests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Friend requests/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith('7', SAMPLE_FRIENDS.incoming[0]!.user);
  },
};

/** Online reminders: one friend waited for, the other asked for; the Online tab lists who came online. */
export const Reminders: Story = {
  args: {
    onRemind: fn(),
    reminders: { friendIds: [SAMPLE_FRIENDS.friends[1]!.userId], left: 4 },
    online: [SAMPLE_FRIENDS.friends[1]!.userId],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remind me when online' }));
    await expect(args.onRemind).toHaveBeenCalledWith(SAMPLE_FRIENDS.friends[0]);
    await expect(canvas.getByText('Reminder set')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Online' }));
    await expect(await canvas.findByText('Online reminders left today: 4')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { friends: { ...SAMPLE_FRIENDS, friends: [], incoming: [], outgoing: [], blocked: [] } },
};
