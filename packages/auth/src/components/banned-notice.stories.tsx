import { ACCOUNT_BLOCK_HOURS, RESULT_CODES } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BannedNotice } from './banned-notice.tsx';

const meta = {
  title: 'auth/BannedNotice',
  component: BannedNotice,
  args: { onDismiss: fn() },
} satisfies Meta<typeof BannedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountBanned: Story = {
  args: { notice: { code: RESULT_CODES.accountBanned, message: '' } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const DeviceBanned: Story = {
  args: { notice: { code: RESULT_CODES.deviceBanned, message: '' } },
};

/** Account and device: the server's message. */
export const AccountAndDeviceBanned: Story = {
  args: {
    notice: {
      code: RESULT_CODES.accountAndDeviceBanned,
      message: 'Your account and this device have been banned for breaking the community guidelines.',
    },
  },
};

export const BlockedForSomeHours: Story = {
  args: {
    notice: {
      code: RESULT_CODES.accountBanned,
      message: '',
      until: new Date(Date.UTC(2030, 4, 1, 12) + ACCOUNT_BLOCK_HOURS * 3_600_000).toISOString(),
    },
  },
};
