import type { Meta, StoryObj } from '@storybook/react-vite';
import { FirstPurchaseBanner } from './first-purchase-banner.tsx';

const meta = {
  title: 'shop-payments/FirstPurchaseBanner',
  component: FirstPurchaseBanner,
  args: { coins: 100 },
} satisfies Meta<typeof FirstPurchaseBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
