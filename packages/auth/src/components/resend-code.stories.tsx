import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResendCode } from './resend-code.tsx';

const meta = {
  title: 'auth/Sign-in/parts/ResendCode',
  component: ResendCode,
  args: {
    sentCount: 1,
    seconds: 60,
    pending: false,
    onResend: fn(),
    label: 'Send a new code',
    timerLabel: 'Time until you can ask for a new code',
    waitingText: (time: string) => `New code in ${time}`,
  },
} satisfies Meta<typeof ResendCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Ready: Story = { args: { seconds: 0 } };
export const Sending: Story = { args: { seconds: 0, pending: true } };
