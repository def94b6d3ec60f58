import { signedOut } from '@aura/auth';
import type { CurrentCall } from '@aura/contracts';
import { realtimeConnected } from '@aura/gateway-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageCallMemory, type ItemStorage } from '../call-memory.ts';
import { selectCallOverlayShown } from '../selectors.ts';
import { rejoinAnswered } from '../slice.ts';
import { callStore, fakeApi, record, ROOM, type FakeRealtime } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';
import { REJOIN_ANSWER_MS } from './rejoin.ts';

const PEER = { userId: '100002', userName: 'Ada', avatar: '/a.svg' };

/** The server's answer for a caller in a connected call of 60 coins a minute, `callTimeSec` in. */
const current = (callTimeSec = 75): CurrentCall => ({
  session: {
    call: record({ state: 'connected', outcome: 'connected', minutesBilled: 2, amount: 120, callTimeSec }),
    iceServers: [],
    minuteMs: 60_000,
    ringTimeoutMs: 5_000,
  },
  peer: PEER,
  rtcRole: 'caller',
  balance: 320,
});

/** What the hang-up answers: the call over, two minutes paid. */
const hungUp = () => ({
  skipped: false,
  call: record({
    state: 'ended',
    outcome: 'hungUp',
    endReason: 'hungUp',
    minutesBilled: 2,
    amount: 120,
    callTimeSec: 95,
  }),
});

const opened = () =>
  realtimeConnected({ connectionId: 'c', userId: '100001', reconnected: false, serverTime: 0 });

/** A tab's sessionStorage: empty for a new visit. */
function tabStorage(): ItemStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A store whose tab remembers `room` (a reload of the tab that ran it) or nothing (a new visit). */
function visit(api = fakeApi({ current: async () => current() }), room?: string) {
  const callMemory = storageCallMemory(tabStorage());
  if (room) callMemory.remember(room);
  return { api, callMemory, ...callStore({ api, callMemory }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a call still running when a tab opens', () => {
  it('is taken up at once by a reload of the tab that ran it', async () => {
    const { store, deps } = visit(undefined, ROOM);
    store.dispatch(opened());
    await until(() => store.getState().call.phase === 'connecting');
    expect(store.getState().call.rejoinOffer).toBeUndefined();
    expect(deps.devices.asked).toHaveLength(1);
  });

  it('is offered to a new visit with its price, and taken up as it stands when the user rejoins', async () => {
    let reads = 0;
    const api = fakeApi({ current: async () => current(++reads === 1 ? 75 : 90) });
    const { store, deps, callMemory } = visit(api);
    store.dispatch(opened());
    await until(() => store.getState().call.rejoinOffer !== undefined);
    expect(store.getState().call.rejoinOffer).toEqual({
      peer: PEER,
      media: 'video',
      pricePerMinute: 60,
      answerWithinSec: REJOIN_ANSWER_MS / 1000,
    });
    // Nothing is joined or asked of the camera before the user says so; the overlay shows the question.
    expect(store.getState().call.phase).toBe('idle');
    expect(selectCallOverlayShown(store.getState())).toBe(true);
    expect(deps.devices.asked).toHaveLength(0);

    store.dispatch(rejoinAnswered({ rejoin: true }));
    await until(() => store.getState().call.phase === 'connecting');
    // The call as it stood when the user answered, not when the offer was made.
    expect(store.getState().call).toMatchObject({ elapsedSec: 90, rejoinOffer: undefined });
    // Read once for the offer and once for the answer; then the media room's join, nothing launched or answered.
    await until(() => api.log.length === 3);
    expect(api.log).toEqual(['current', 'current', `notifyJoin ${ROOM}`]);
    // From now on this tab runs the call: its own reload would take it up without asking.
    expect(callMemory.remembers(ROOM)).toBe(true);
  });

  it('keeps its question through the socket opening again, and the answer still counts', async () => {
    const api = fakeApi({ current: async () => current() });
    const { store } = visit(api);
    store.dispatch(opened());
    await until(() => store.getState().call.rejoinOffer !== undefined);
    store.dispatch(opened());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not asked again: one read of the call, one question.
    expect(api.log).toEqual(['current']);
    store.dispatch(rejoinAnswered({ rejoin: true }));
    await until(() => store.getState().call.phase === 'connecting');
  });

  it('is dropped unanswered, nothing hung up, when the user signs out meanwhile', async () => {
    const api = fakeApi({ current: async () => current() });
    const { store } = visit(api);
    store.dispatch(opened());
    await until(() => store.getState().call.rejoinOffer !== undefined);
    store.dispatch(signedOut({ reason: 'logout' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().call).toMatchObject({ phase: 'idle', rejoinOffer: undefined });
    expect(api.log).toEqual(['current']);
  });

  it('is hung up when the user ends it, and its end shows what it cost', async () => {
    const api = fakeApi({ current: async () => current(), action: async () => hungUp() });
    const { store, deps } = visit(api);
    store.dispatch(opened());
    await until(() => store.getState().call.rejoinOffer !== undefined);
    store.dispatch(rejoinAnswered({ rejoin: false }));
    await until(() => store.getState().call.phase === 'ended');
    expect(api.log).toEqual(['current', `hangup ${ROOM}`]);
    expect(store.getState().call.ending).toEqual({
      outcome: 'hungUp',
      durationSec: 95,
      cost: { role: 'caller', minutes: 2, amount: 120 },
    });
    expect(deps.devices.asked).toHaveLength(0);
  });

  it('is hung up when nobody answers within the grace', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeApi({ current: async () => current(), action: async () => hungUp() });
    const { store } = visit(api);
    store.dispatch(opened());
    await vi.advanceTimersByTimeAsync(10);
    expect(store.getState().call.rejoinOffer).toBeDefined();
    await vi.advanceTimersByTimeAsync(REJOIN_ANSWER_MS - 20);
    expect(api.log).toEqual(['current']);
    await vi.advanceTimersByTimeAsync(20);
    expect(api.log).toEqual(['current', `hangup ${ROOM}`]);
    expect(store.getState().call).toMatchObject({ phase: 'ended', rejoinOffer: undefined });
  });

  it('shows the end when the other side hangs up while the user decides', async () => {
    const { store, deps, api } = visit();
    store.dispatch(opened());
    await until(() => store.getState().call.rejoinOffer !== undefined);
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ state: 'ended', outcome: 'hungUp', endReason: 'hungUp', minutesBilled: 2, amount: 120 }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call).toMatchObject({
      rejoinOffer: undefined,
      ending: { outcome: 'hungUp', cost: { role: 'caller', minutes: 2, amount: 120 } },
    });
    expect(api.log).toEqual(['current']);
  });
});
