import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RewardsState } from '../slice.ts';
import { checkInState } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { CheckInPopup } from './check-in-popup.tsx';

const store = (checkIn: Partial<RewardsState['checkIn']>) => ({
  store: {
    rewards: {
      checkIn: {
        open: true,
        status: 'ready' as const,
        value: checkInState(3),
        submitting: false,
        paid: undefined,
        message: undefined,
        ...checkIn,
      },
    },
  },
});

const meta = {
  title: 'rewards/CheckInPopup',
  component: CheckInPopup,
  decorators: [withRewardsStore],
  parameters: store({}),
} satisfies Meta<typeof CheckInPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const CheckedIn: Story = {
  parameters: store({ value: checkInState(3, { hasCheck: true }), paid: 20 }),
};

export const AlreadyToday: Story = {
  parameters: store({ value: checkInState(3, { hasCheck: true }) }),
};

export const Vip: Story = {
  parameters: store({ value: checkInState(3, { vip: true, vipCoins: 20, totalCoin: 40 }) }),
};

export const OtherAccount: Story = { parameters: store({ message: { kind: 'otherAccount' } }) };

export const FirstWeekEnded: Story = {
  parameters: store({
    value: checkInState(1, { show: false, firstWeekEnded: true, day: null, days: [], totalCoin: 0 }),
  }),
};
