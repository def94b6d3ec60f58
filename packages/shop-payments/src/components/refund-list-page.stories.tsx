import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RefundReport } from '@aura/contracts';
import { NOW, refundReport } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { RefundListPage } from './refund-list-page.tsx';

const store = (list: RefundReport[], status: 'loading' | 'ready' | 'failed' = 'ready') => ({
  store: { shop: { reports: { status, list } } },
});

const meta = {
  title: 'shop-payments/RefundListPage',
  component: RefundListPage,
  decorators: [withShopStore],
  parameters: store([
    refundReport({ id: '4', orderNo: 'AOMI1A2B3C4D5E9' }),
    refundReport({ id: '3', orderNo: 'AOMI1A2B3C4D5E8', status: 'refunded', coins: 550, decidedAt: NOW }),
    refundReport({
      id: '2',
      orderNo: 'AOMI1A2B3C4D5E7',
      status: 'coinsCredited',
      coins: 100,
      decidedAt: NOW,
    }),
    refundReport({ id: '1', status: 'rejected', category: 'other', decidedAt: NOW }),
  ]),
} satisfies Meta<typeof RefundListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {};

export const Empty: Story = { parameters: store([]) };

export const Failed: Story = { parameters: store([], 'failed') };
