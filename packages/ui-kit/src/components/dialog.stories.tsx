import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

const meta = {
  title: 'ui-kit/Dialog',
  component: Dialog,
  args: {
    title: 'Block Mia?',
    description:
      'She will not be able to call you or send you messages. You can unblock her later in Settings.',
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const blockActions = (
  <>
    <DialogClose>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <DialogClose>
      <Button variant="danger">Block</Button>
    </DialogClose>
  </>
);

/** Opened from its trigger: focus moves in, stays in, and goes back to the trigger on Escape. */
export const FromTrigger: Story = {
  args: { trigger: <Button variant="secondary">Block Mia</Button>, footer: blockActions },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Block Mia' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Block Mia?' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { defaultOpen: true, footer: blockActions } };

export const FooterActionCloses: Story = {
  args: { defaultOpen: true, footer: blockActions },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Block Mia?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No close button (X) when a footer action does what closing does: one button per name; Escape still closes. */
export const WithoutCloseButton: Story = {
  args: {
    defaultOpen: true,
    closeButton: false,
    footer: (
      <DialogClose>
        <Button>Close</Button>
      </DialogClose>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Block Mia?' });
    await expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Leave the call?',
    description: undefined,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Stay</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="danger">Leave</Button>
        </DialogClose>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Community rules',
    description: 'Read these before your first call.',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, rule) => (
          <p key={rule}>
            Rule {rule + 1}: be kind, keep it legal, and respect the other person&apos;s choice to end the
            call at any time.
          </p>
        ))}
      </div>
    ),
    footer: (
      <DialogClose>
        <Button>I agree</Button>
      </DialogClose>
    ),
  },
};

/** The owner keeps the open state; the dialog asks to close through onOpenChange. */
export const Controlled: Story = {
  render: function ControlledDialog(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Delete chat</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
          title="Delete this chat?"
          description="Messages are deleted for you only."
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Keep
              </Button>
              <Button variant="danger" onClick={() => setOpen(false)}>
                Delete
              </Button>
            </>
          }
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
