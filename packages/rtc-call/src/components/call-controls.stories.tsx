import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CallControls } from './call-controls.tsx';

const meta = {
  title: 'rtc-call/CallControls',
  component: CallControls,
  parameters: { backgrounds: { default: 'dark' } },
  args: {
    video: true,
    ringing: false,
    microphoneOn: true,
    cameraOn: true,
    speakerOn: true,
    onToggleMicrophone: fn(),
    onToggleCamera: fn(),
    onSwitchCamera: fn(),
    onToggleSpeaker: fn(),
    onHangUp: fn(),
  },
} satisfies Meta<typeof CallControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VideoCall: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Mute microphone' }));
    await expect(args.onToggleMicrophone).toHaveBeenCalled();
  },
};
export const MutedCameraOff: Story = { args: { microphoneOn: false, cameraOn: false } };
export const VoiceCall: Story = { args: { video: false } };
export const Ringing: Story = { args: { ringing: true } };
