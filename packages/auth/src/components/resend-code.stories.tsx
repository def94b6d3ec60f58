import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResendCode } from './resend-code.tsx';

const meta = {
  title: 'auth/Sign-in/parts/ResendCode',
  component: ResendCode,
  args: {
    sent: { sentCount: 1, resendAfterSeconds: 60 },
    of: 'code',
    pending: false,
    onResend: fn(),
  },
} satisfies Meta<typeof ResendCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Ready: Story = { args: { sent: { sentCount: 1, resendAfterSeconds: 0 } } };
export const Sending: Story = { args: { sent: { sentCount: 1, resendAfterSeconds: 0 }, pending: true } };
export const Mail: Story = { args: { of: 'mail' } };
