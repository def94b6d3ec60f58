import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW } from '../testing/fixtures.ts';
import { ChatTimeText } from './chat-time-text.tsx';

const meta = {
  title: 'im/ChatTimeText',
  component: ChatTimeText,
  args: { at: NOW - 3_600_000, now: NOW },
} satisfies Meta<typeof ChatTimeText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const Yesterday: Story = { args: { at: NOW - 24 * 3_600_000 } };
export const Earlier: Story = { args: { at: NOW - 5 * 24 * 3_600_000 } };
