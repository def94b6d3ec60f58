import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { MessageTip } from './message-tip.tsx';

const tip = { show: true, type: 1, msg: 'Ayla is online: say hi!', hostId: '42', time: 0 };

const meta = {
  title: 'rewards/MessageTip',
  component: MessageTip,
  decorators: [withRewardsStore],
  args: { onOpen: () => {} },
  parameters: { store: { rewards: { messageTip: tip } } },
} satisfies Meta<typeof MessageTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToAHost: Story = {};

export const WordsOnly: Story = {
  parameters: {
    store: { rewards: { messageTip: { ...tip, msg: 'New hosts are online tonight.', hostId: '' } } },
  },
};
