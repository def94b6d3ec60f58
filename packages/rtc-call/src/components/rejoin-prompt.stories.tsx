import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RejoinPrompt } from './rejoin-prompt.tsx';

const meta = {
  title: 'rtc-call/RejoinPrompt',
  component: RejoinPrompt,
  args: {
    offer: {
      peer: { userId: '100002', userName: 'Ayla' },
      media: 'video',
      pricePerMinute: 60,
      answerWithinSec: 20,
    },
    onRejoin: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof RejoinPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caller, who pays while the call runs, sees the price. */
export const Caller: Story = {};
/** The host is asked without a price. */
export const Callee: Story = {
  args: { offer: { peer: { userId: '100001', userName: 'Deniz' }, media: 'audio', answerWithinSec: 20 } },
};
