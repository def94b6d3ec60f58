import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PayOrder } from '@aura/contracts';
import { NOW, order } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { OrderListPage } from './order-list-page.tsx';

const store = (list: PayOrder[], status: 'loading' | 'ready' | 'failed' = 'ready') => ({
  store: { shop: { orders: { status, list } } },
});

const meta = {
  title: 'shop-payments/OrderListPage',
  component: OrderListPage,
  decorators: [withShopStore],
  parameters: store([
    order({ orderNo: 'AOMI1A2B3C4D5E9', status: 'waiting', createdAt: NOW + 2 * 60_000 }),
    order({ orderNo: 'AOMI1A2B3C4D5E8', status: 'failure', createdAt: NOW + 60_000 }),
    order({ bonusCoins: 100 }),
  ]),
} satisfies Meta<typeof OrderListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

export const Empty: Story = { parameters: store([]) };

export const Loading: Story = { parameters: store([], 'loading') };

export const Failed: Story = { parameters: store([], 'failed') };
