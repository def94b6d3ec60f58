import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CallOutcome } from './call-outcome.tsx';

const meta = {
  title: 'rtc-call/CallOutcome',
  component: CallOutcome,
  args: { ending: { outcome: 'hungUp', durationSec: 754 }, onClose: fn() },
} satisfies Meta<typeof CallOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HungUp: Story = {};
export const Declined: Story = { args: { ending: { outcome: 'declined', durationSec: 0 } } };
export const Missed: Story = { args: { ending: { outcome: 'missed', durationSec: 0 } } };
export const ConnectionFailed: Story = {
  args: { ending: { outcome: 'failed', messageKey: 'base:call.connectionFailed', durationSec: 0 } },
};
export const CoinsRanOut: Story = {
  args: { ending: { outcome: 'hungUp', messageKey: 'base:coins.insufficientForCall', durationSec: 3725 } },
};
