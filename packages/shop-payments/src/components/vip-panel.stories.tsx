import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW } from '../testing/fixtures.ts';
import { VipPanel } from './vip-panel.tsx';

const meta = {
  title: 'shop-payments/VipPanel',
  component: VipPanel,
  args: { vipUntil: null },
} satisfies Meta<typeof VipPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not VIP yet: any purchase makes one. */
export const NotYet: Story = {};

/** VIP for 30 days from a purchase. */
export const Vip: Story = { args: { vipUntil: NOW + 30 * 86_400_000 } };
