import type { Meta, StoryObj } from '@storybook/react-vite';
import { withGiftsStore } from '../testing/gifts-store.tsx';
import { HEART, SENT } from '../testing/fixtures.ts';
import { GiftArrival } from './gift-arrival.tsx';

const meta = {
  title: 'gifts/GiftArrival',
  component: GiftArrival,
  decorators: [withGiftsStore],
  parameters: { store: { gifts: { arrivals: [SENT] } } },
} satisfies Meta<typeof GiftArrival>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rose: Story = {};
export const Heart: Story = {
  parameters: { store: { gifts: { arrivals: [{ ...SENT, sendId: 'send-0002-heart', gift: HEART }] } } },
};
