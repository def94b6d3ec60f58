import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShopStore } from '../testing/shop-store.tsx';
import { CardListPage } from './card-list-page.tsx';

const meta = {
  title: 'shop-payments/CardListPage',
  component: CardListPage,
  decorators: [withShopStore],
  parameters: {
    store: {
      shop: {
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
} satisfies Meta<typeof CardListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneCard: Story = {};

export const NoCard: Story = { parameters: { store: { shop: { cards: [], cardsStatus: 'ready' } } } };

/** Verotel saves no card and has no "Add a card": the empty list says so without inviting one. */
export const NoCardVerotel: Story = {
  parameters: { store: { shop: { cards: [], cardsStatus: 'ready', cardSetup: false } } },
};
