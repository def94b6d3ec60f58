import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUSINESS_CODES } from '@aura/contracts';
import { fn } from 'storybook/test';
import { ME } from '../testing/im-store.tsx';
import { NOW, SAMPLE_CONVERSATION } from '../testing/fixtures.ts';
import { ChatView } from './chat-view.tsx';

const meta = {
  title: 'im/ChatView',
  component: ChatView,
  args: {
    conversation: SAMPLE_CONVERSATION,
    myId: ME,
    onSend: fn(),
    onRetry: fn(),
    onRetryAll: fn(),
    now: NOW,
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Received, read, sent, sending and failed messages. */
export const Conversation: Story = {};

/** Written to a stranger who has not replied: locked until they do (spec §6). */
export const LockedUntilReply: Story = {
  args: { conversation: { ...SAMPLE_CONVERSATION, relation: 2, locked: true } },
};

/** A removed friend: messages fail until re-added (spec §4). */
export const NoLongerFriends: Story = {
  args: { conversation: { ...SAMPLE_CONVERSATION, notice: BUSINESS_CODES.notFriends } },
};

export const Loading: Story = { args: { conversation: undefined } };
