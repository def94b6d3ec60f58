import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { initialCallState, type CallState } from '../slice.ts';
import { CallScreen } from './call-screen.tsx';
import { VideoUpgrade, type VideoUpgradeProps } from './video-upgrade.tsx';

function renderUpgrade(props: Partial<VideoUpgradeProps> = {}) {
  const handlers = {
    onSwitch: vi.fn(),
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onWithdraw: vi.fn(),
    onDismissNotice: vi.fn(),
  };
  const element = (more: Partial<VideoUpgradeProps>) => (
    <VideoUpgrade available stage={undefined} notice={undefined} peerName="Ada" {...handlers} {...more} />
  );
  const rendered = renderCall(element(props));
  const rerender = (more: Partial<VideoUpgradeProps>) => rendered.rerender(element(more));
  return { user: rendered.user, handlers, rerender };
}

describe('VideoUpgrade', () => {
  it('offers the switch to video on a voice call', async () => {
    const { user, handlers } = renderUpgrade();
    await user.click(await screen.findByRole('button', { name: 'Switch to video' }));
    expect(handlers.onSwitch).toHaveBeenCalledOnce();
  });

  it('offers nothing when the call cannot switch', async () => {
    renderUpgrade({ available: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the camera is being asked for, then the wait, with a way to withdraw', async () => {
    const { user, handlers, rerender } = renderUpgrade({ stage: 'camera' });
    expect(await screen.findByRole('status')).toHaveTextContent('Allow your camera to switch to video…');
    expect(screen.queryByRole('button', { name: 'Switch to video' })).toBeNull();
    rerender({ stage: 'inviting' });
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for Ada to accept video…');
    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    expect(handlers.onWithdraw).toHaveBeenCalledOnce();
  });

  it('shows the other side’s invitation with Accept and Decline', async () => {
    const { user, handlers } = renderUpgrade({ stage: 'invited' });
    const invitation = await screen.findByRole('alertdialog', { name: 'Switch to video?' });
    expect(invitation).toHaveTextContent('Ada invites you to switch to video.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(handlers.onAccept).toHaveBeenCalledOnce();
    expect(handlers.onDecline).toHaveBeenCalledOnce();
  });

  it.each([
    ['app:call.upgrade.declined', 'Your invitation to video was declined.'],
    ['app:call.upgrade.cancelled', 'The invitation to video was cancelled.'],
    ['base:coins.insufficientForCall', "You don't have enough coins for this call."],
    ['base:call.videoFriendsOnly', 'This user accepts video calls only from friends.'],
    ['app:call.permission.denied', 'Camera and microphone access needed'],
  ])('says how the switch ended (%s) until closed', async (notice, words) => {
    const { user, handlers } = renderUpgrade({ notice });
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(handlers.onDismissNotice).toHaveBeenCalledOnce();
  });
});

describe('CallScreen with the switch to video', () => {
  const voice: CallState = {
    ...initialCallState,
    phase: 'connected',
    role: 'caller',
    media: 'audio',
    peer: { userId: '2', userName: 'Ada' },
    connection: 'connected',
  };
  const upgrade = {
    onSwitch: vi.fn(),
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onWithdraw: vi.fn(),
    onDismissNotice: vi.fn(),
  };
  const toggles = {
    onHangUp: vi.fn(),
    onToggleMicrophone: vi.fn(),
    onToggleCamera: vi.fn(),
    onSwitchCamera: vi.fn(),
    onToggleSpeaker: vi.fn(),
  };
  const streams = { local: undefined, remote: undefined };

  it('offers it on a connected voice call, not on a video call or while it rings', async () => {
    const { rerender } = renderCall(
      <CallScreen call={voice} streams={streams} upgrade={upgrade} {...toggles} />,
    );
    expect(await screen.findByRole('button', { name: 'Switch to video' })).toBeInTheDocument();
    rerender(
      <CallScreen call={{ ...voice, media: 'video' }} streams={streams} upgrade={upgrade} {...toggles} />,
    );
    expect(screen.queryByRole('button', { name: 'Switch to video' })).toBeNull();
    rerender(
      <CallScreen call={{ ...voice, phase: 'outgoing' }} streams={streams} upgrade={upgrade} {...toggles} />,
    );
    expect(screen.queryByRole('button', { name: 'Switch to video' })).toBeNull();
  });
});
