import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW, PACKS } from '../testing/fixtures.ts';
import { PackCard } from './pack-card.tsx';

const meta = {
  title: 'shop-payments/PackCard',
  component: PackCard,
  args: { pack: PACKS[1]!, onBuy: () => {}, now: () => NOW },
} satisfies Meta<typeof PackCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pack with the bubble's extra coins. */
export const WithExtra: Story = {};

export const Plain: Story = { args: { pack: PACKS[0]! } };

/** A discounted pack: the price before, and the offer's countdown. */
export const Discounted: Story = { args: { pack: PACKS[2]! } };

/** Buy was pressed: the checkout is opening. */
export const Opening: Story = { args: { busy: true } };
