import type { CallRecord, ServerMessage } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { answerPressed, hangUpPressed, refusePressed, secondElapsed } from '../slice.ts';
import {
  callStore,
  fakeApi,
  fakeDevices,
  record,
  ROOM,
  type FakeEngine,
  type FakeRealtime,
} from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

function ring(ringTimeoutMs = 5_000, patch: Partial<CallRecord> = {}): ServerMessage {
  return {
    type: 'callIncoming',
    call: record({ role: 'callee', remoteUserId: '100001', ...patch }),
    caller: { userId: '100001', userName: 'Bo', avatar: '/b.svg' },
    iceServers: [{ urls: 'stun:stun.example.org' }],
    minuteMs: 60_000,
    ringTimeoutMs,
  };
}

describe('an incoming call', () => {
  it('rings, joins the room before answering, connects and ends when the caller hangs up', async () => {
    let now = 1_000;
    const api = fakeApi();
    const { store, deps } = callStore({ api, now: () => now });
    const engine = deps.engine as FakeEngine;
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    expect(store.getState().call.peer).toEqual({ userId: '100001', userName: 'Bo', avatar: '/b.svg' });
    expect((deps.ringer as { ringing: boolean }).ringing).toBe(true);
    // Nothing is asked of the camera before the user answers.
    expect(deps.devices.asked).toHaveLength(0);

    store.dispatch(answerPressed());
    await until(() => api.log.includes(`answer ${ROOM}`));
    expect((deps.ringer as { ringing: boolean }).ringing).toBe(false);
    // Joined first, so the caller's offer finds this side listening.
    expect(engine.sessions).toHaveLength(1);
    expect(engine.last.options).toMatchObject({
      role: 'callee',
      iceServers: [{ urls: 'stun:stun.example.org' }],
    });
    await until(() => engine.last.published !== undefined);
    engine.last.events.emit('connectionState', 'connected');
    expect(store.getState().call.phase).toBe('connected');

    now += 2_500;
    await until(() => store.getState().call.elapsedSec === 2);

    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'hungUp', endReason: 'hungUp' }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toEqual({
      outcome: 'hungUp',
      messageKey: undefined,
      durationSec: 2,
    });
    expect(engine.last.left).toBe(true);
  }, 10_000);

  it('the host is not told of the caller’s coins: a call ended for coins shows the plain ending and duration', async () => {
    let now = 1_000;
    const api = fakeApi();
    const { store, deps } = callStore({ api, now: () => now });
    const engine = deps.engine as FakeEngine;
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(answerPressed());
    await until(() => engine.sessions.length > 0 && engine.last.published !== undefined);
    engine.last.events.emit('connectionState', 'connected');
    now += 3_500;
    await until(() => store.getState().call.elapsedSec === 3);
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'hungUp', endReason: 'coinsDepleted' }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toEqual({
      outcome: 'hungUp',
      messageKey: undefined,
      durationSec: 3,
    });
  }, 10_000);

  it('the host is not told of the caller’s coins when the first minute could not be paid on answering', async () => {
    const { store, deps } = callStore();
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'missed', endReason: 'insufficientCoins' }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toMatchObject({ outcome: 'missed', messageKey: undefined });
  });

  it('refuses', async () => {
    const api = fakeApi();
    const { store, deps } = callStore({ api });
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(refusePressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('declined');
    await until(() => api.log.includes(`refuse ${ROOM}`));
    expect((deps.ringer as { ringing: boolean }).ringing).toBe(false);
  });

  it('times out as missed when nobody answers', async () => {
    const api = fakeApi();
    const { store, deps } = callStore({ api });
    (deps.realtime as FakeRealtime).push(ring(30));
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('missed');
    await until(() => api.log.includes(`timeout ${ROOM}`));
  });

  it('stops ringing when the caller cancels, and posts the callee’s bell record', async () => {
    const api = fakeApi({
      statusOf: async () => {
        throw new Error('lookup failed');
      },
    });
    const { store, deps } = callStore({ api });
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'missed', endReason: 'cancelled' }),
    });
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('missed');
    expect((deps.ringer as { ringing: boolean }).ringing).toBe(false);
    // A failed lookup records the caller as hidden (-1), and the record is still posted (spec §8).
    await until(() => api.log.some((line) => line.startsWith('bell ')));
    const bell = JSON.parse(api.log.find((line) => line.startsWith('bell '))!.slice('bell '.length));
    expect(bell).toMatchObject({ matchUserId: '100001', onlineStatus: -1, requestType: 2 });
    expect(bell).toMatchObject({ goddessCall: 1, gold: 60, feeType: 1, inappFlag: 0, matchFlag: 0 });
  });

  it('records a free call to someone who is no host, from the installed web app', async () => {
    const api = fakeApi();
    const { store, deps } = callStore({ api, installedApp: () => true });
    (deps.realtime as FakeRealtime).push(ring(5_000, { hostCall: false, pricePerMinute: 0 }));
    await until(() => store.getState().call.phase === 'incoming');
    (deps.realtime as FakeRealtime).push({
      type: 'callState',
      call: record({ role: 'callee', state: 'ended', outcome: 'missed', endReason: 'cancelled' }),
    });
    await until(() => api.log.some((line) => line.startsWith('bell ')));
    const bell = JSON.parse(api.log.find((line) => line.startsWith('bell '))!.slice('bell '.length));
    expect(bell).toMatchObject({ goddessCall: 0, gold: 0, feeType: 0, inappFlag: 1, matchFlag: 0 });
  });

  it('falls silent when another tab of the callee answered', async () => {
    const { store, deps } = callStore();
    deps.realtime.push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    deps.realtime.push({
      type: 'callState',
      call: record({ role: 'callee', state: 'connected', outcome: 'connected' }),
    });
    await until(() => store.getState().call.phase === 'idle');
    expect(deps.ringer.ringing).toBe(false);
    expect(deps.engine.sessions).toHaveLength(0);
  });

  it('hangs up while the answer is still on its way', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      action: (name) =>
        name === 'answer'
          ? new Promise((resolve) => {
              release = () =>
                resolve({ skipped: false, call: record({ role: 'callee', state: 'connected' }) });
            })
          : Promise.resolve({ skipped: false }),
    });
    const { store, deps } = callStore({ api });
    deps.realtime.push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(answerPressed());
    await until(() => api.log.includes(`answer ${ROOM}`));
    store.dispatch(hangUpPressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('hungUp');
    await until(() => api.log.includes(`hangup ${ROOM}`));
    expect(deps.engine.last.left).toBe(true);
    expect(deps.engine.last.published).toBeUndefined();
    release();
  });

  it('refuses at once when the camera cannot be had, and says why', async () => {
    const api = fakeApi();
    const { store, deps } = callStore({
      api,
      devices: fakeDevices(new DOMException('busy', 'NotReadableError')),
    });
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(answerPressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.mediaFailure).toBe('inUse');
    await until(() => api.log.includes(`refuse ${ROOM}`));
    expect(api.log).not.toContain(`answer ${ROOM}`);
  });

  it('shows why an answer was refused and leaves the room', async () => {
    const api = fakeApi({
      action: async () => {
        throw new Error('gone');
      },
    });
    const { store, deps } = callStore({ api });
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(answerPressed());
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending).toMatchObject({
      outcome: 'failed',
      messageKey: 'base:errors.generic',
    });
    expect((deps.engine as FakeEngine).last.left).toBe(true);
  });

  it('ignores a second bell while a call runs', async () => {
    const { store, deps } = callStore();
    (deps.realtime as FakeRealtime).push(ring());
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(secondElapsed(0));
    (deps.realtime as FakeRealtime).push({
      ...ring(),
      caller: { userId: '100009', userName: 'Cy', avatar: '' },
    } as ServerMessage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().call.peer?.userId).toBe('100001');
    expect((deps.ringer as { rang: number }).rang).toBe(1);
  });
});
