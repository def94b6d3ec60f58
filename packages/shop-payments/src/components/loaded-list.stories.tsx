import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadedList } from './loaded-list.tsx';

const meta = {
  title: 'shop-payments/LoadedList',
  component: LoadedList,
  args: {
    status: 'ready',
    count: 2,
    emptyTitle: 'No orders yet',
    onRetry: fn(),
    children: (
      <ul>
        <li>AOMI1A2B3C4D5E9</li>
        <li>AOMI1A2B3C4D5E8</li>
      </ul>
    ),
  },
} satisfies Meta<typeof LoadedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Reading: Story = { args: { status: 'loading' } };

export const Empty: Story = { args: { count: 0 } };

export const Failed: Story = { args: { status: 'failed' } };
