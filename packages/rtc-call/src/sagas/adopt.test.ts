import type { CurrentCall } from '@aura/contracts';
import { realtimeConnected } from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { hangUpPressed, microphoneToggled } from '../slice.ts';
import { callStore, fakeApi, fakeDevices, record, ROOM, type FakeRealtime } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

const PEER = { userId: '100002', userName: 'Ada', avatar: '/a.svg' };
const connectedAt = 1_000_000;

/** The server's answer for a caller a minute and 15 s into a connected call of 60 coins a minute. */
function current(patch: Partial<CurrentCall> = {}, call: Partial<CurrentCall['session']['call']> = {}) {
  return {
    session: {
      call: record({
        state: 'connected',
        outcome: 'connected',
        minutesBilled: 2,
        amount: 120,
        answeredAt: connectedAt,
        callTimeSec: 75,
        nextChargeAt: connectedAt + 2 * 60_000,
        ...call,
      }),
      iceServers: [{ urls: 'stun:stun.example.org' }],
      minuteMs: 60_000,
      ringTimeoutMs: 5_000,
    },
    peer: PEER,
    rtcRole: 'caller',
    balance: 320,
    ...patch,
  } satisfies CurrentCall;
}

const connectedOpen = (reconnected = false) =>
  realtimeConnected({ connectionId: 'c', userId: '100001', reconnected, serverTime: 0 });

describe('a call taken up again after a reload', () => {
  it('joins the room again, shows the meter from the server’s minutes and coins, and goes on with billing', async () => {
    let now = 5_000;
    const api = fakeApi({ current: async () => current({ rtcRole: 'callee' }) });
    const { store, deps } = callStore({ api, now: () => now });
    store.dispatch(connectedOpen());
    await until(() => store.getState().call.phase === 'connecting');
    expect(store.getState().call).toMatchObject({
      role: 'caller',
      peer: PEER,
      pricePerMinute: 60,
      balance: 320,
      minutesBilled: 2,
      elapsedSec: 75,
      coinsRunOutAt: undefined,
    });
    // The camera again, then the room with the role the other side's peer connection expects.
    expect(deps.devices.asked).toHaveLength(1);
    await until(() => deps.engine.sessions.length === 1 && deps.engine.last.published !== undefined);
    expect(deps.engine.last.options).toEqual({
      room: ROOM,
      role: 'callee',
      iceServers: [{ urls: 'stun:stun.example.org' }],
    });
    expect(deps.streams.current.local).toBe(deps.engine.last.published);
    await until(() => api.log.includes(`notifyJoin ${ROOM}`));
    deps.engine.last.events.emit('connectionState', 'connected');
    expect(store.getState().call.phase).toBe('connected');

    // The duration goes on from the server's time, not from zero.
    now += 2_000;
    await until(() => store.getState().call.elapsedSec === 77);
    (deps.realtime as FakeRealtime).push({
      type: 'callBilled',
      roomNum: ROOM,
      minute: 3,
      nextChargeAt: connectedAt + 3 * 60_000,
      balance: 260,
    });
    await until(() => store.getState().call.minutesBilled === 3);
    expect(store.getState().call.balance).toBe(260);

    store.dispatch(microphoneToggled());
    expect(deps.engine.last.microphone).toBe(false);
    store.dispatch(hangUpPressed());
    await until(() => store.getState().call.phase === 'ended');
    await until(() => api.log.includes(`hangup ${ROOM}`));
    expect(store.getState().call.ending).toMatchObject({ outcome: 'hungUp', durationSec: 77 });
    expect(deps.engine.last.left).toBe(true);
    // Nothing but reading the call, the actions of this side and the user-video record: no launch, no answer. The
    // video ran for the 75 s before the reload and the 2 s since, as the server and this tab's clock say.
    const video = { matchId: ROOM, matchUserId: PEER.userId, roomId: ROOM, videoTime: 77 };
    await until(() => api.log.length === 4);
    expect(api.log).toEqual([
      'current',
      `notifyJoin ${ROOM}`,
      `hangup ${ROOM}`,
      `video ${JSON.stringify(video)}`,
    ]);
  });

  it('a caller reloaded in the grace minute still sees the coins warning', async () => {
    const api = fakeApi({ current: async () => current({ balance: 20 }) });
    const { store } = callStore({ api });
    store.dispatch(connectedOpen());
    await until(() => store.getState().call.phase === 'connecting');
    expect(store.getState().call.coinsRunOutAt).toBe(connectedAt + 2 * 60_000);
  });

  it('the callee’s meter has no coins', async () => {
    const api = fakeApi({
      current: async () =>
        current({ balance: undefined, rtcRole: 'callee' }, { role: 'callee', remoteUserId: '100001' }),
    });
    const { store } = callStore({ api });
    store.dispatch(connectedOpen());
    await until(() => store.getState().call.phase === 'connecting');
    expect(store.getState().call).toMatchObject({ role: 'callee', balance: undefined, minutesBilled: 2 });
  });

  it('ends the call when the camera is refused on the way back', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const api = fakeApi({ current: async () => current() });
    const { store, deps } = callStore({ api, devices: fakeDevices(denied) });
    store.dispatch(connectedOpen());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.mediaFailure).toBe('denied');
    await until(() => api.log.includes(`notifyEnd ${ROOM}`));
    expect(deps.engine.sessions).toHaveLength(0);
  });

  it('asks nothing while a call runs here, and takes nothing up without an open call', async () => {
    const api = fakeApi();
    const { store } = callStore({ api });
    store.dispatch(connectedOpen());
    await until(() => api.log.includes('current'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().call.phase).toBe('idle');
  });

  it('asks nothing for a visitor’s socket (no one signed in)', async () => {
    const api = fakeApi({ current: async () => current() });
    const { store } = callStore({ api });
    store.dispatch(
      realtimeConnected({ connectionId: 'c', userId: undefined, reconnected: false, serverTime: 0 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.log).toEqual([]);
    expect(store.getState().call.phase).toBe('idle');
  });

  it('rings the bell again for the callee, for what is left of its time', async () => {
    const now = 7_000;
    const api = fakeApi({
      current: async () =>
        current(
          { rtcRole: 'callee', balance: undefined, ringsUntil: now + 4_000 },
          { role: 'callee', state: 'ringing', outcome: undefined, minutesBilled: 0, callTimeSec: 0 },
        ),
    });
    const { store, deps } = callStore({ api, now: () => now });
    store.dispatch(connectedOpen());
    await until(() => store.getState().call.phase === 'incoming');
    expect(store.getState().call.peer).toEqual(PEER);
    expect((deps.ringer as { ringing: boolean }).ringing).toBe(true);
  });

  it('cancels the caller’s ringing call cleanly, with the bell-cancel record', async () => {
    const api = fakeApi({
      current: async () =>
        current(
          { ringsUntil: Date.now() + 4_000 },
          { state: 'ringing', outcome: undefined, minutesBilled: 0, callTimeSec: 0 },
        ),
    });
    const { store } = callStore({ api });
    store.dispatch(connectedOpen());
    await until(() => api.log.includes(`cancel ${ROOM}`));
    await until(() => api.log.some((line) => line.startsWith('bell ') && line.includes('"requestType":1')));
    expect(store.getState().call.phase).toBe('idle');
  });
});
