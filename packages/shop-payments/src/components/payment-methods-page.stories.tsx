import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShopStore } from '../testing/shop-store.tsx';
import { PaymentMethodsPage } from './payment-methods-page.tsx';

const meta = {
  title: 'shop-payments/PaymentMethodsPage',
  component: PaymentMethodsPage,
  decorators: [withShopStore],
  parameters: {
    store: {
      shop: {
        methods: { status: 'ready', list: ['card', 'wallet', 'voucher'] },
        cards: [
          {
            id: '3',
            brand: 'visa',
            last4: '4242',
            expiry: '12/40',
            savedAt: Date.parse('2026-11-20T12:00:00Z'),
          },
        ],
        cardsStatus: 'ready',
      },
    },
  },
} satisfies Meta<typeof PaymentMethodsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox PSP's ways to pay, and a card a subscription saved. */
export const SandboxWithCard: Story = {};

/** Verotel's Order Page: a card or SEPA direct debit; no card saved, and no "Add a card" (no setup flow). */
export const VerotelNoCard: Story = {
  parameters: {
    store: {
      shop: {
        methods: { status: 'ready', list: ['card', 'directDebit'] },
        cards: [],
        cardsStatus: 'ready',
        cardSetup: false,
      },
    },
  },
};
