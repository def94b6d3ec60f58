import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoinBadge } from './coin-badge.tsx';

const meta = {
  title: 'ui-kit/CoinBadge',
  component: CoinBadge,
  args: { amount: 120, locale: 'en', label: '120 coins' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof CoinBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Thousands: Story = {
  args: { amount: 12500, label: '12,500 coins' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,500')).toBeInTheDocument();
  },
};

export const Turkish: Story = {
  args: { amount: 12500, locale: 'tr', label: '12.500 jeton' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.500')).toBeInTheDocument();
  },
};

export const Reward: Story = {
  args: { amount: 120, emphasis: true, label: '120 coins added' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+120')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm', amount: 30, label: '30 coins a minute' } };
export const Large: Story = { args: { size: 'lg', amount: 4800, label: '4,800 coins' } };
