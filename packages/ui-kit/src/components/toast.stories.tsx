import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useEffectEvent } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { ToastProvider, useToast, type ToastOptions } from './toast.tsx';

/** Renders a button that raises the toast; with `showOnMount` the toast is up from the start. */
function ToastDemo({ showOnMount = false, ...options }: ToastOptions & { showOnMount?: boolean }) {
  const toast = useToast();
  const showFirst = useEffectEvent(() => (showOnMount ? toast(options) : undefined));
  useEffect(() => showFirst(), []);
  return <Button onClick={() => toast(options)}>Show notification</Button>;
}

const withProvider: Decorator = (Story) => (
  <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" dismissLabel="Dismiss">
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'ui-kit/Toast',
  component: ToastDemo,
  decorators: [withProvider],
  args: { title: 'Gift sent', description: 'Mia received your rose.', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Raised from a button, then dismissed with its labelled close button. */
export const ShowAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent('Gift sent');
    await expect(toast).toHaveTextContent('Mia received your rose.');
    // Radix lets pointer input into the region an effect after the toast shows (it counts the toast then), as a
    // person's tap would come long after: click once it does, not in that first frame.
    await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const Info: Story = {
  args: {
    showOnMount: true,
    tone: 'info',
    title: 'Mia is online',
    description: 'Call her while she is free.',
    durationMs: 600_000,
  },
};

export const Success: Story = { args: { showOnMount: true, durationMs: 600_000 } };

export const Warning: Story = {
  args: {
    showOnMount: true,
    tone: 'warning',
    title: 'Low balance',
    description: 'One minute of calling left. Top up to keep talking.',
    durationMs: 600_000,
  },
};

export const Danger: Story = {
  args: {
    showOnMount: true,
    tone: 'danger',
    title: 'Payment declined',
    description: undefined,
    durationMs: 600_000,
  },
};

/** Closes by itself after its duration. */
export const ShortDuration: Story = {
  args: { tone: 'info', title: 'Copied', description: undefined, durationMs: 800 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByRole('listitem');
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull(), { timeout: 4000 });
  },
};
