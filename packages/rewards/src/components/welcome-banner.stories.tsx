import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

const meta = {
  title: 'rewards/WelcomeBanner',
  component: WelcomeBanner,
  decorators: [withRewardsStore],
  parameters: {
    store: { rewards: { welcome: { show: true, gold: 120, callCount: 1, img: '', img1: '' } } },
  },
} satisfies Meta<typeof WelcomeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpCoins: Story = {};
