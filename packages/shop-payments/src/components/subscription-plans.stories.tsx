import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLANS, subscription } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { SubscriptionPlans } from './subscription-plans.tsx';

const meta = {
  title: 'shop-payments/SubscriptionPlans',
  component: SubscriptionPlans,
  // Its "Add a card" link goes through the shop's store.
  decorators: [withShopStore],
  args: { plans: PLANS, subscription: null, onSubscribe: () => {}, onCancel: () => {} },
} satisfies Meta<typeof SubscriptionPlans>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The weekly and monthly packs on offer. */
export const Offered: Story = {};

/** One held: its renewal date and card, and Cancel. */
export const Active: Story = { args: { subscription: subscription() } };

/** Cancelled: held until its end, no renewal. */
export const Cancelled: Story = { args: { subscription: subscription({ status: 'cancelled' }) } };

/** Subscribe was pressed: the checkout is opening. */
export const Opening: Story = { args: { busyId: 'weekly-600', disabled: true } };

/** The subscription just ended because its renewal could not be charged. */
export const RenewalFailed: Story = {
  args: { renewalFailed: { period: 'week', endedAt: Date.parse('2026-12-04T12:00:00Z') } },
};
