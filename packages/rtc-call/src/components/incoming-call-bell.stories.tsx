import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { IncomingCallBell } from './incoming-call-bell.tsx';

const meta = {
  title: 'rtc-call/IncomingCallBell',
  component: IncomingCallBell,
  args: { peer: { userId: '100001', userName: 'Bo' }, media: 'video', onAnswer: fn(), onRefuse: fn() },
} satisfies Meta<typeof IncomingCallBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VideoCall: Story = {
  play: async ({ args }) => {
    // One Decline only (the footer's): the bell has no close button that would be a second one.
    await expect(await screen.findAllByRole('button', { name: 'Decline' })).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    await expect(args.onAnswer).toHaveBeenCalled();
  },
};

export const VoiceCall: Story = { args: { media: 'audio' } };

/** The browser holds the ring's sound back until the page is touched: the bell says so and offers the press. */
export const SoundLocked: Story = {
  args: { soundLocked: true, onEnableSound: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    await expect(args.onEnableSound).toHaveBeenCalled();
  },
};
