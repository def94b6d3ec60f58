import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialState } from '../slice.ts';
import { withProfileStore } from '../testing/profile-store.tsx';
import { LikeTip } from './like-tip.tsx';

const meta = {
  title: 'profile/LikeTip',
  component: LikeTip,
  decorators: [withProfileStore],
  args: { onOpen: () => {} },
  parameters: {
    store: { card: { ...initialState.card, arrived: { userId: '100009', nickname: 'Kai', mutual: false } } },
  },
} satisfies Meta<typeof LikeTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Liked: Story = {};

export const LikedBack: Story = {
  parameters: {
    store: { card: { ...initialState.card, arrived: { userId: '100009', nickname: 'Kai', mutual: true } } },
  },
};
