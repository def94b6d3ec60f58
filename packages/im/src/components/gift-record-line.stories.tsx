import type { Meta, StoryObj } from '@storybook/react-vite';
import { GiftRecordLine } from './gift-record-line.tsx';

const meta = {
  title: 'im/GiftRecordLine',
  component: GiftRecordLine,
  args: { gift: { giftId: 'rose', name: 'Rose', icon: '🌹' }, mine: true },
} satisfies Meta<typeof GiftRecordLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const Received: Story = { args: { mine: false } };
