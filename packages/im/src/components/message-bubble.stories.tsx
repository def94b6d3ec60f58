import { BUSINESS_CODES } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NOW, SAMPLE_CALL_RECORDS, SAMPLE_CONVERSATION, SAMPLE_PHOTO } from '../testing/fixtures.ts';
import { MessageBubble } from './message-bubble.tsx';

const [theirs, read, sent, sending, failed] = SAMPLE_CONVERSATION.messages;

const meta = {
  title: 'im/MessageBubble',
  component: MessageBubble,
  decorators: [
    (Story) => (
      <ol style={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </ol>
    ),
  ],
  args: { message: read!, mine: true, peerReadSeq: 2, onRetry: fn(), now: NOW },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = { args: { message: theirs!, mine: false } };
export const Read: Story = {};
export const Sent: Story = { args: { message: sent! } };
export const Sending: Story = { args: { message: sending! } };
export const Failed: Story = { args: { message: failed! } };
export const CallRecord: Story = { args: { message: SAMPLE_CALL_RECORDS[0]! } };
export const Photo: Story = { args: { message: SAMPLE_PHOTO } };
export const PhotoSending: Story = {
  args: {
    message: {
      clientId: 'photo-00000044',
      senderId: SAMPLE_PHOTO.senderId,
      kind: 'image',
      text: '',
      sentAt: NOW,
      status: 'sending',
    },
  },
};
/** Refused (here: before their reply) and kept with its bytes: "try again" sends it. */
export const PhotoFailed: Story = {
  args: { message: { ...failed!, kind: 'image', text: '', code: BUSINESS_CODES.imageBeforeReply } },
};
/** Over 5 MB: never kept nor uploaded, so chosen again rather than retried. */
export const PhotoTooLarge: Story = {
  args: { message: { ...failed!, kind: 'image', text: '', code: BUSINESS_CODES.imageTooLarge } },
};
export const Translated: Story = {
  args: { message: { ...theirs!, translation: 'Merhaba!' }, mine: false, onTranslate: fn() },
};
