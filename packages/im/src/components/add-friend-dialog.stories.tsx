import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddFriendDialog } from './add-friend-dialog.tsx';

const meta = {
  title: 'im/AddFriendDialog',
  component: AddFriendDialog,
  args: { open: true, onOpenChange: fn(), price: 20, freeAddsLeft: 1, onAdd: fn() },
} satisfies Meta<typeof AddFriendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeAddLeft: Story = {};
/** The day's free adds are used: the server's price shows before anything is sent (spec §9). */
export const Paid: Story = { args: { freeAddsLeft: 0 } };
