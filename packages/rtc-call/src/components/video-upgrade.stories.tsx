import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoUpgrade } from './video-upgrade.tsx';
import './call.css';

const meta = {
  title: 'rtc-call/VideoUpgrade',
  component: VideoUpgrade,
  args: {
    available: true,
    stage: undefined,
    notice: undefined,
    peerName: 'Ada',
    onSwitch: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onWithdraw: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof VideoUpgrade>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};
export const AskingForCamera: Story = { args: { stage: 'camera' } };
export const Inviting: Story = { args: { stage: 'inviting' } };
export const Invited: Story = { args: { stage: 'invited' } };
export const Switching: Story = { args: { stage: 'answering' } };
export const Declined: Story = { args: { notice: 'app:call.upgrade.declined' } };
export const Withdrawn: Story = { args: { notice: 'app:call.upgrade.cancelled' } };
export const NoCoins: Story = { args: { notice: 'base:coins.insufficientForCall' } };
export const FriendsOnly: Story = { args: { notice: 'base:call.videoFriendsOnly' } };
export const CameraRefused: Story = { args: { notice: 'app:call.permission.denied' } };
