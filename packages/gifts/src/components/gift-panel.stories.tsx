import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GiftsState } from '../slice.ts';
import { withGiftsStore } from '../testing/gifts-store.tsx';
import { CATALOGUE, HEART, SENT } from '../testing/fixtures.ts';
import { GiftPanel } from './gift-panel.tsx';

const store = (
  panel: Partial<GiftsState['panel']> = {},
  catalogue: GiftsState['catalogue'] = { status: 'ready', value: CATALOGUE },
) => ({
  store: {
    coins: 120,
    gifts: {
      catalogue,
      backpack: { status: 'ready' as const, items: [{ gift: HEART, count: 2 }] },
      panel: {
        open: true,
        target: { userId: '12', name: 'Ada', context: 'call' as const },
        tab: 'gifts' as const,
        giftId: undefined,
        sending: false,
        error: undefined,
        sent: undefined,
        ...panel,
      },
    },
  },
});

const meta = {
  title: 'gifts/GiftPanel',
  component: GiftPanel,
  decorators: [withGiftsStore],
  parameters: store(),
} satisfies Meta<typeof GiftPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {};
export const Chosen: Story = { parameters: store({ giftId: 'heart' }) };
export const Backpack: Story = { parameters: store({ tab: 'backpack', giftId: 'heart' }) };
export const TooFewCoins: Story = { parameters: store({ giftId: 'crown', error: 'insufficientCoins' }) };
export const SendFailed: Story = { parameters: store({ giftId: 'rose', error: 'failed' }) };
export const Sent: Story = { parameters: store({ giftId: 'rose', sent: SENT }) };
export const Loading: Story = { parameters: store({}, { status: 'loading', value: undefined }) };
