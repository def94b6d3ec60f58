import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { callStore, fakeRinger, record } from '../testing/fakes.ts';
import { CallOverlay } from './call-overlay.tsx';

describe('CallOverlay', () => {
  it('rings, answers into the call screen, and shows the outcome when the caller hangs up', async () => {
    const { store, deps } = callStore();
    const { user } = renderCall(<CallOverlay streams={deps.streams} />, { store });
    deps.realtime.push({
      type: 'callIncoming',
      call: record({ role: 'callee' }),
      caller: { userId: '100001', userName: 'Bo', avatar: '' },
      iceServers: [],
      minuteMs: 60_000,
      ringTimeoutMs: 30_000,
    });
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('region', { name: 'Call with Bo' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Hang up' });

    deps.realtime.push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'hungUp', endReason: 'hungUp' }),
    });
    expect(await screen.findByRole('dialog', { name: 'Call ended' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Call with Bo' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(store.getState().call.phase).toBe('idle');
  });

  it('offers "Tap to enable sound" while the ring is held back, until the press lets it through', async () => {
    const ringer = fakeRinger({ locked: true });
    const { store, deps } = callStore({ ringer });
    const { user } = renderCall(<CallOverlay streams={deps.streams} />, { store });
    deps.realtime.push({
      type: 'callIncoming',
      call: record({ role: 'callee' }),
      caller: { userId: '100001', userName: 'Bo', avatar: '' },
      iceServers: [],
      minuteMs: 60_000,
      ringTimeoutMs: 30_000,
    });
    await user.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    expect(ringer.unlockPresses).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Answer' })).toBeVisible();
  });
});
