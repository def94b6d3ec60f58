import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PermissionPrompt } from './permission-prompt.tsx';

const meta = {
  title: 'rtc-call/PermissionPrompt',
  component: PermissionPrompt,
  args: { failure: 'denied', onClose: fn() },
} satisfies Meta<typeof PermissionPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Denied: Story = {};
export const NoDevice: Story = { args: { failure: 'notFound' } };
export const InUse: Story = { args: { failure: 'inUse' } };
export const Unsupported: Story = { args: { failure: 'unsupported' } };
