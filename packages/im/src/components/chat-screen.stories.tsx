import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_CONVERSATION } from '../testing/fixtures.ts';
import { withImStore } from '../testing/im-store.tsx';
import { ChatScreen } from './chat-screen.tsx';

const meta = {
  title: 'im/ChatScreen',
  component: ChatScreen,
  decorators: [withImStore],
  args: { peerId: SAMPLE_CONVERSATION.peerId },
  parameters: { store: { conversations: { [SAMPLE_CONVERSATION.peerId]: SAMPLE_CONVERSATION } } },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAFriend: Story = {};
/** A stranger's chat. */
export const WithAStranger: Story = {
  parameters: {
    store: { conversations: { [SAMPLE_CONVERSATION.peerId]: { ...SAMPLE_CONVERSATION, relation: 2 } } },
  },
};
