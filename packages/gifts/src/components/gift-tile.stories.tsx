import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HEART, ROSE } from '../testing/fixtures.ts';
import { GiftTile } from './gift-tile.tsx';

const meta = {
  title: 'gifts/GiftTile',
  component: GiftTile,
  args: { gift: ROSE, chosen: false, onChoose: fn() },
} satisfies Meta<typeof GiftTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {};
export const Chosen: Story = { args: { gift: HEART, chosen: true } };
export const InTheBackpack: Story = { args: { gift: HEART, owned: 3 } };
