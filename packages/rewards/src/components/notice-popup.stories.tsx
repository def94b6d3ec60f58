import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { NoticePopup } from './notice-popup.tsx';

const meta = {
  title: 'rewards/NoticePopup',
  component: NoticePopup,
  decorators: [withRewardsStore],
  args: { onOpen: () => {} },
  parameters: {
    store: {
      rewards: { notices: [{ id: 'weekend', msg: 'Double coins this weekend!', targetUrl: '/task' }] },
    },
  },
} satisfies Meta<typeof NoticePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};

export const TextOnly: Story = {
  parameters: { store: { rewards: { notices: [{ id: 'hello', msg: 'Welcome to Aura.' }] } } },
};
