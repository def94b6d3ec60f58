import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsBadge } from './points-badge.tsx';

const meta = {
  title: 'auth/PointsBadge',
  component: PointsBadge,
  args: { amount: 1260 },
} satisfies Meta<typeof PointsBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In the header, beside the coins. */
export const Small: Story = { args: { size: 'sm' } };
