import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { SavedCards } from './saved-cards.tsx';

const meta = {
  title: 'shop-payments/SavedCards',
  component: SavedCards,
  decorators: [withShopStore],
  args: { cards: [{ id: '1', brand: 'visa', last4: '4242', expiry: '12/40', savedAt: NOW }] },
} satisfies Meta<typeof SavedCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card a subscription's checkout saved. */
export const OneCard: Story = {};
