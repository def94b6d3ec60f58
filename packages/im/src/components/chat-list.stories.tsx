import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOW, SAMPLE_CHATS } from '../testing/fixtures.ts';
import { ChatList } from './chat-list.tsx';

const meta = {
  title: 'im/ChatList',
  component: ChatList,
  args: { chats: SAMPLE_CHATS, onOpen: fn(), now: NOW },
} satisfies Meta<typeof ChatList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The say-hi inbox first, then chats latest first, with unread counts and spec §3 times. */
export const Chats: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Say Hi messages/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('-4');
  },
};

export const Empty: Story = { args: { chats: [] } };
