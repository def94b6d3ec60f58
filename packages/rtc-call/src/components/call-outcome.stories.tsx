import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletSlice } from '@aura/auth';
import { Provider } from 'react-redux';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CallOutcome } from './call-outcome.tsx';

const meta = {
  title: 'rtc-call/CallOutcome',
  component: CallOutcome,
  args: { ending: { outcome: 'hungUp', durationSec: 754 }, onClose: fn() },
} satisfies Meta<typeof CallOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HungUp: Story = {
  play: async ({ args }) => {
    // One Close only (the footer's): no second one in the header.
    const close = await screen.findAllByRole('button', { name: 'Close' });
    await expect(close).toHaveLength(1);
    await userEvent.click(close[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Declined: Story = { args: { ending: { outcome: 'declined', durationSec: 0 } } };
export const Missed: Story = { args: { ending: { outcome: 'missed', durationSec: 0 } } };
export const ConnectionFailed: Story = {
  args: { ending: { outcome: 'failed', messageKey: 'base:call.connectionFailed', durationSec: 0 } },
};
/** The call ended for want of coins: Recharge, which dispatches to the wallet saga, so the story has a store. */
export const CoinsRanOut: Story = {
  args: { ending: { outcome: 'hungUp', messageKey: 'base:coins.insufficientForCall', durationSec: 3725 } },
  decorators: [
    (Story) => (
      <Provider store={configureStore({ reducer: { wallet: walletSlice.reducer } })}>
        <Story />
      </Provider>
    ),
  ],
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/shop');
  },
};

/** The caller's end screen: minutes paid, coins spent and the balance left. */
export const CallerCost: Story = {
  args: {
    ending: { outcome: 'hungUp', durationSec: 154, cost: { role: 'caller', minutes: 3, amount: 240 } },
    balance: 160,
  },
};

/** The host's end screen: minutes and the points she earned. */
export const HostEarned: Story = {
  args: {
    ending: { outcome: 'hungUp', durationSec: 154, cost: { role: 'callee', minutes: 3, amount: 18 } },
  },
};
