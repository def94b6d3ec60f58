import type { ServerMessage } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { refusePressed, soundUnlockPressed } from '../slice.ts';
import { selectIncomingCall } from '../selectors.ts';
import { callStore, fakeRinger, record, type FakeRealtime } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

const ring: ServerMessage = {
  type: 'callIncoming',
  call: record({ role: 'callee', remoteUserId: '100001' }),
  caller: { userId: '100001', userName: 'Bo', avatar: '/b.svg' },
  iceServers: [],
  minuteMs: 60_000,
  ringTimeoutMs: 30_000,
};

async function ringing(locked: boolean) {
  const ringer = fakeRinger({ locked });
  const { store, deps } = callStore({ ringer });
  (deps.realtime as FakeRealtime).push(ring);
  await until(() => store.getState().call.phase === 'incoming');
  return { store, ringer };
}

// Regression: a host who had not touched the page yet heard nothing ring, and nothing said why.
describe('the ring’s sound', () => {
  it('is said to be locked while the browser holds it back, and the bell’s press lets it through', async () => {
    const { store, ringer } = await ringing(true);
    expect(selectIncomingCall(store.getState())?.soundLocked).toBe(true);
    store.dispatch(soundUnlockPressed());
    await until(() => selectIncomingCall(store.getState())?.soundLocked === false);
    expect(ringer.unlockPresses).toBe(1);
    expect(ringer.ringing).toBe(true);
  });

  it('is let through by the first touch anywhere in the app', async () => {
    const { store, ringer } = await ringing(true);
    ringer.touch();
    await until(() => selectIncomingCall(store.getState())?.soundLocked === false);
    expect(ringer.unlockPresses).toBe(0);
  });

  it('is not said to be locked when it can play', async () => {
    const { store } = await ringing(false);
    expect(selectIncomingCall(store.getState())?.soundLocked).toBe(false);
  });

  it('stops listening when the bell ends', async () => {
    const { store, ringer } = await ringing(true);
    expect(ringer.listening).toBe(1);
    store.dispatch(refusePressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(ringer.listening).toBe(0);
    expect(selectIncomingCall(store.getState())).toBeUndefined();
  });
});
