import type { Meta, StoryObj } from '@storybook/react-vite';
import { subscription } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';

const meta = {
  title: 'shop-payments/SubscriptionStatus',
  component: SubscriptionStatus,
  // Its "Add a card" link goes through the shop's store.
  decorators: [withShopStore],
  args: { subscription: subscription(), onCancel: () => {} },
} satisfies Meta<typeof SubscriptionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Cancelled: Story = { args: { subscription: subscription({ status: 'cancelled' }) } };

/** Waiting for the first payment's webhook. */
export const Pending: Story = {
  args: { subscription: subscription({ status: 'pending', currentPeriodEnd: null, card: null }) },
};

/** A renewal charge failed: it is tried again on the date shown (dunning). */
export const RenewalRetrying: Story = {
  args: { subscription: subscription({ renewalRetryAt: Date.parse('2026-12-04T12:00:00Z') }) },
};

/** Cancel asked of a PSP that renews by itself (Verotel) and not yet confirmed on its page. */
export const CancelRequested: Story = {
  args: { subscription: subscription({ cancelRequested: true, card: null }) },
};
