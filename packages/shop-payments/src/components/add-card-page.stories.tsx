import type { CardSetup } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShopStore } from '../testing/shop-store.tsx';
import { AddCardPage } from './add-card-page.tsx';

const setup = (more: Partial<CardSetup> = {}): CardSetup => ({
  setupNo: 'ASMIG3K2ZB0A1B2C3D4E5',
  status: 'success',
  failureReason: null,
  card: {
    id: '7',
    brand: 'visa',
    last4: '4242',
    expiry: '12/40',
    savedAt: Date.parse('2026-11-27T01:00:00Z'),
  },
  createdAt: Date.parse('2026-11-27T01:00:00Z'),
  ...more,
});
const shown = (value: CardSetup | undefined, status: 'loading' | 'ready' | 'failed' = 'ready') => ({
  store: { shop: { setup: { status, value, error: undefined } } },
});

const meta = {
  title: 'shop-payments/AddCardPage',
  component: AddCardPage,
  decorators: [withShopStore],
  args: { returnTo: '/cardList' },
} satisfies Meta<typeof AddCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the PSP's page: "Add a card", nothing charged. */
export const Start: Story = {};

export const Saving: Story = {
  args: { setupNo: setup().setupNo },
  parameters: shown(setup({ status: 'waiting', card: null })),
};

export const Saved: Story = { args: { setupNo: setup().setupNo }, parameters: shown(setup()) };

export const Declined: Story = {
  args: { setupNo: setup().setupNo },
  parameters: shown(setup({ status: 'failure', failureReason: 'declined', card: null })),
};
