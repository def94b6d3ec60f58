import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { initialCallState, type CallState } from '../slice.ts';
import { record } from '../testing/fakes.ts';
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
  quality: 'fair',
};

function renderScreen(call: CallState) {
  const handlers = {
    onHangUp: vi.fn(),
    onToggleMicrophone: vi.fn(),
    onToggleCamera: vi.fn(),
    onSwitchCamera: vi.fn(),
    onToggleSpeaker: vi.fn(),
  };
  const rendered = renderCall(
    <CallScreen call={call} streams={{ local: undefined, remote: undefined }} {...handlers} />,
  );
  return { ...rendered, handlers };
}

describe('CallScreen', () => {
  it('shows who, how long, the quality and the cost of a connected call', async () => {
    renderScreen(connected);
    expect(await screen.findByRole('region', { name: 'Call with Ada' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(screen.getByText('01:05')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connection quality: fair' })).toBeInTheDocument();
    expect(screen.getByText('60 coins per minute')).toBeInTheDocument();
    expect(screen.getByText('440 coins left')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('labels every control and says which are on', async () => {
    const { user, handlers } = renderScreen({ ...connected, microphoneOn: false });
    const mic = await screen.findByRole('button', { name: 'Unmute microphone' });
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Turn camera off' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(mic);
    await user.click(screen.getByRole('button', { name: 'Switch camera' }));
    await user.click(screen.getByRole('button', { name: 'Turn speaker off' }));
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(handlers.onToggleMicrophone).toHaveBeenCalledOnce();
    expect(handlers.onSwitchCamera).toHaveBeenCalledOnce();
    expect(handlers.onToggleSpeaker).toHaveBeenCalledOnce();
    expect(handlers.onHangUp).toHaveBeenCalledOnce();
  });

  it('warns in the spec’s words when the coins run out', async () => {
    renderScreen({ ...connected, coinsRunOutAt: Date.now() + 60_000 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient coins available, your call will terminate in 1 minute.',
    );
    // The shop opens beside the call, which goes on (issue 12).
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute('target', '_blank');
  });

  it('while ringing, says whom it calls and offers to cancel; a voice call has no camera buttons', async () => {
    renderScreen({ ...connected, phase: 'outgoing', media: 'audio', elapsedSec: 0, connection: 'idle' });
    expect(await screen.findByRole('status')).toHaveTextContent('Calling Ada…');
    expect(screen.getByRole('button', { name: 'Cancel call' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn camera off' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Connection quality/ })).toBeNull();
  });

  it('says when the connection dropped and is coming back', async () => {
    renderScreen({ ...connected, connection: 'reconnecting' });
    expect(await screen.findByRole('status')).toHaveTextContent('Connection lost, reconnecting…');
  });

  it('offers Report one tap away in a call the server knows, naming the other side', async () => {
    const onReport = vi.fn();
    const { user } = renderCall(
      <CallScreen
        call={{ ...connected, record: record() }}
        streams={{ local: undefined, remote: undefined }}
        onHangUp={vi.fn()}
        onToggleMicrophone={vi.fn()}
        onToggleCamera={vi.fn()}
        onSwitchCamera={vi.fn()}
        onToggleSpeaker={vi.fn()}
        onReport={onReport}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith('Ada');
  });

  it('has no Report button before the call has a record (nothing to report yet)', async () => {
    renderScreen(connected);
    await screen.findByRole('region', { name: 'Call with Ada' });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('offers Gift in a live call when given, for the other side, and none while ringing', async () => {
    const onGift = vi.fn();
    const props = {
      streams: { local: undefined, remote: undefined },
      onHangUp: vi.fn(),
      onToggleMicrophone: vi.fn(),
      onToggleCamera: vi.fn(),
      onSwitchCamera: vi.fn(),
      onToggleSpeaker: vi.fn(),
      onGift,
    };
    const { user, rerender } = renderCall(<CallScreen call={connected} {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Gift' }));
    expect(onGift).toHaveBeenCalledWith({ userId: '2', name: 'Ada' });
    rerender(<CallScreen call={{ ...connected, phase: 'outgoing' }} {...props} />);
    expect(screen.queryByRole('button', { name: 'Gift' })).toBeNull();
  });
});
