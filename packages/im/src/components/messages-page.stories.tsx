import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_CHATS } from '../testing/fixtures.ts';
import { withImStore } from '../testing/im-store.tsx';
import { MessagesPage } from './messages-page.tsx';

const meta = {
  title: 'im/MessagesPage',
  component: MessagesPage,
  decorators: [withImStore],
  args: { onOpen: fn() },
  parameters: { store: { chats: SAMPLE_CHATS, chatsLoaded: true, sayHiLeft: 3, unread: 5 } },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChatListTab: Story = {};
/** The say-hi inbox (spec §2 IMSayHiSession): strangers who wrote first. */
export const SayHiInbox: Story = { args: { sayHi: true } };
