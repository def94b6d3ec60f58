import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PayOrder } from '@aura/contracts';
import { order } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { PayResultPage } from './pay-result-page.tsx';

const ORDER = order().orderNo;
const store = (shown: PayOrder | undefined, status: 'loading' | 'ready' | 'failed' = 'ready') => ({
  store: { shop: { result: { orderNo: ORDER, status, order: shown } } },
});

const meta = {
  title: 'shop-payments/PayResultPage',
  component: PayResultPage,
  decorators: [withShopStore],
  args: { orderNo: ORDER },
  parameters: store(order({ bonusCoins: 100 })),
} satisfies Meta<typeof PayResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the coins added (pack, extra and first-purchase bonus). */
export const Success: Story = {};

export const Waiting: Story = { parameters: store(order({ status: 'waiting' })) };

export const Processing: Story = { parameters: store(order({ status: 'processing' })) };

export const Declined: Story = { parameters: store(order({ status: 'failure', failureReason: 'declined' })) };

export const Cancelled: Story = { parameters: store(order({ status: 'cancelled' })) };

export const Unreadable: Story = { parameters: store(undefined, 'failed') };
