import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown.tsx';

const meta = {
  title: 'ui-kit/Countdown',
  component: Countdown,
  args: { seconds: 90, label: 'Time left', doneAnnouncement: 'Time is up', onDone: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAndSeconds: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      /^01:(30|29)$/,
    );
  },
};

export const FromOneHour: Story = {
  args: { seconds: 2 * 3600 + 5 * 60 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^02:0[45]:\d\d$/);
  },
};

/** Counts to a fixed moment on a frozen clock, so the story always looks the same. */
export const ToAMoment: Story = {
  args: { seconds: undefined, endsAt: 1_000_000 + 42_000, now: () => 1_000_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:42');
  },
};

/** Reaches zero, calls onDone once and announces the end politely. */
export const RunsOut: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 4000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('Time is up');
  },
};
