import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW } from '../testing/fixtures.ts';
import { OfferCountdown } from './offer-countdown.tsx';

const meta = {
  title: 'shop-payments/OfferCountdown',
  component: OfferCountdown,
  args: { endsAt: NOW + 45 * 60_000, now: () => NOW },
} satisfies Meta<typeof OfferCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesLeft: Story = {};

export const HoursLeft: Story = { args: { endsAt: NOW + 93_600_000 } };
