import type { Meta, StoryObj } from '@storybook/react-vite';
import { withImStore } from '../testing/im-store.tsx';
import { OnlineTip } from './online-tip.tsx';

const meta = {
  title: 'im/OnlineTip',
  component: OnlineTip,
  decorators: [withImStore],
  args: { onOpen: () => {} },
  parameters: { store: { onlineTip: { friendId: '100002', name: 'Sam' } } },
} satisfies Meta<typeof OnlineTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FriendOnline: Story = {};
