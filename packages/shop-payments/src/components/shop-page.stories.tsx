import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShopState } from '../slice.ts';
import { CATALOGUE } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { ShopPage } from './shop-page.tsx';

const store = (shop: Partial<ShopState>) => ({ store: { shop } });
const ready = { status: 'ready' as const, value: CATALOGUE, currency: CATALOGUE.currency };

const meta = {
  title: 'shop-payments/ShopPage',
  component: ShopPage,
  decorators: [withShopStore],
  parameters: store({ catalogue: ready }),
} satisfies Meta<typeof ShopPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new user's shop: the first-purchase banner, the packs, one on offer (without sagas it stays as given). */
export const FirstVisit: Story = {};

/** After the first purchase the banner is gone. */
export const Bought: Story = {
  parameters: store({ catalogue: { ...ready, value: { ...CATALOGUE, firstPurchaseBonus: 0 } } }),
};

export const OpeningCheckout: Story = {
  parameters: store({ catalogue: ready, checkout: { packId: 'coins-500', error: undefined } }),
};

export const CheckoutRefused: Story = {
  parameters: store({
    catalogue: ready,
    checkout: { packId: undefined, error: { key: 'base:purchase.failed' } },
  }),
};

export const Loading: Story = {
  parameters: store({ catalogue: { status: 'loading', value: undefined, currency: 'EUR' } }),
};

export const Failed: Story = {
  parameters: store({ catalogue: { status: 'failed', value: undefined, currency: 'EUR' } }),
};

/** Right to left (issue 17): the shop in Arabic on a 390 px phone, prices in Arabic's number format. */
export const Arabic: Story = { globals: { locale: 'ar', viewport: { value: 'phone' } } };

/** German, among the longest languages, on a 390 px phone. */
export const German: Story = { globals: { locale: 'de', viewport: { value: 'phone' } } };
