import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostEarnings } from './host-earnings.tsx';

const meta = {
  title: 'auth/HostEarnings',
  component: HostEarnings,
  args: { points: { balance: 2340, seq: 81, earnedToday: 120, earnedTotal: 2340 } },
} satisfies Meta<typeof HostEarnings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new host: nothing earned yet, and she sees so. */
export const NothingYet: Story = { args: { points: { balance: 0, seq: 0, earnedToday: 0, earnedTotal: 0 } } };
