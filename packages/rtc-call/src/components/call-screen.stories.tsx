import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialCallState, type CallState } from '../slice.ts';
import { record } from '../testing/fakes.ts';
import { canvasStream } from '../testing/story-media.ts';
import { CallScreen } from './call-screen.tsx';

const connected: CallState = {
  ...initialCallState,
  phase: 'connected',
  role: 'caller',
  peer: { userId: '2', userName: 'Ada' },
  pricePerMinute: 60,
  balance: 440,
  minutesBilled: 2,
  elapsedSec: 65,
  connection: 'connected',
  quality: 'good',
};

const meta = {
  title: 'rtc-call/CallScreen',
  component: CallScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    call: connected,
    streams: { local: undefined, remote: undefined },
    onHangUp: fn(),
    onToggleMicrophone: fn(),
    onToggleCamera: fn(),
    onSwitchCamera: fn(),
    onToggleSpeaker: fn(),
  },
} satisfies Meta<typeof CallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectedVideo: Story = {
  render: (args) => (
    <CallScreen {...args} streams={{ remote: canvasStream('Ada', 280), local: canvasStream('You', 120) }} />
  ),
};
/** Report is one tap away in the header once the call has a record (issue 18). */
export const WithReport: Story = {
  args: { call: { ...connected, record: record() }, onReport: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledWith('Ada');
  },
};
export const Calling: Story = { args: { call: { ...connected, phase: 'outgoing', connection: 'idle' } } };
export const VoiceCall: Story = { args: { call: { ...connected, media: 'audio' } } };
export const Reconnecting: Story = {
  args: { call: { ...connected, connection: 'reconnecting', quality: 'poor' } },
};
export const CoinsRunningOut: Story = { args: { call: { ...connected, coinsRunOutAt: 1 } } };
export const CameraOffMuted: Story = {
  render: (args) => (
    <CallScreen
      {...args}
      call={{ ...connected, cameraOn: false, microphoneOn: false }}
      streams={{ remote: canvasStream('Ada', 280), local: canvasStream('You', 120) }}
    />
  ),
};

const upgrade = {
  onSwitch: fn(),
  onAccept: fn(),
  onDecline: fn(),
  onWithdraw: fn(),
  onDismissNotice: fn(),
};
/** A voice call offers the switch to video. */
export const VoiceCallSwitchToVideo: Story = { args: { call: { ...connected, media: 'audio' }, upgrade } };
/** The other side invites this one to switch to video. */
export const VoiceCallInvitedToVideo: Story = {
  args: { call: { ...connected, media: 'audio', videoUpgrade: 'invited' }, upgrade },
};

/** Right to left (issue 17): Arabic on a 390 px phone; the video tiles and the controls are not mirrored. */
export const ArabicVideo: Story = {
  ...ConnectedVideo,
  globals: { locale: 'ar', viewport: { value: 'phone' } },
};

/** German, among the longest languages, on a 390 px phone. */
export const GermanVideo: Story = {
  ...ConnectedVideo,
  globals: { locale: 'de', viewport: { value: 'phone' } },
};
