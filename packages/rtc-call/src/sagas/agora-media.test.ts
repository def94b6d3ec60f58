// The call sagas join the media room with the Agora media the gateway gave this side (launch's session, the bell,
// the current call of a reloaded tab), so the engine (rtc/engine-choice.ts) picks Agora; without it, WebRTC.
import { CALL_LIMITS, type AgoraMedia, type CurrentCall } from '@aura/contracts';
import { realtimeConnected } from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { answerPressed, callStartRequested } from '../slice.ts';
import { callStore, fakeApi, record, ROOM, type FakeRealtime } from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

const agora = (uid: number): AgoraMedia => ({
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: ROOM,
  uid,
  token: `007token-of-${uid}`,
  expiresAt: 1,
});
const CALLER = 100001;
const CALLEE = 100002;
const PEER = { userId: String(CALLER), userName: 'Bo', avatar: '/b.svg' };
const timing = { minuteMs: CALL_LIMITS.minuteMs, ringTimeoutMs: 5_000 };

function current(session: Partial<CurrentCall['session']>, call: Parameters<typeof record>[0]): CurrentCall {
  return {
    session: { call: record(call), iceServers: [], ...timing, ...session },
    peer: PEER,
    rtcRole: call?.role ?? 'caller',
    ringsUntil: Date.now() + 5_000,
  };
}

describe('the call sagas hand the engine the Agora media', () => {
  it.each([
    ['with', agora(CALLER)],
    ['without', undefined],
  ])('of the launched call (%s Agora)', async (_with, media) => {
    const api = fakeApi({
      launch: async () => ({ call: record(), iceServers: [], ...timing, ...(media ? { agora: media } : {}) }),
    });
    const { store, deps } = callStore({ api });
    store.dispatch(callStartRequested({ userId: String(CALLEE), media: 'video' }));
    await until(() => store.getState().call.phase === 'outgoing');
    (deps.realtime as FakeRealtime).push({ type: 'callState', call: record({ state: 'connected' }) });
    await until(() => deps.engine.sessions.length === 1);
    expect(deps.engine.last.options.agora).toEqual(media);
    expect('agora' in deps.engine.last.options).toBe(media !== undefined);
  });

  it('of the bell, joined before answering', async () => {
    const { store, deps } = callStore();
    (deps.realtime as FakeRealtime).push({
      type: 'callIncoming',
      call: record({ role: 'callee', remoteUserId: String(CALLER) }),
      caller: PEER,
      iceServers: [],
      agora: agora(CALLEE),
      ...timing,
    });
    await until(() => store.getState().call.phase === 'incoming');
    store.dispatch(answerPressed());
    await until(() => deps.engine.sessions.length === 1);
    expect(deps.engine.last.options).toMatchObject({ room: ROOM, role: 'callee', agora: agora(CALLEE) });
  });

  it('of a connected call taken up again after a reload, and of a bell that rings again', async () => {
    const connected = fakeApi({
      current: async () =>
        current({ agora: agora(CALLER) }, { state: 'connected', outcome: 'connected', minutesBilled: 1 }),
    });
    const first = callStore({ api: connected });
    first.store.dispatch(
      realtimeConnected({ connectionId: 'c', userId: String(CALLER), reconnected: false, serverTime: 0 }),
    );
    await until(() => first.deps.engine.sessions.length === 1);
    expect(first.deps.engine.last.options.agora).toEqual(agora(CALLER));

    const ringing = fakeApi({
      current: async () =>
        current({ agora: agora(CALLEE) }, { role: 'callee', remoteUserId: String(CALLER) }),
    });
    const second = callStore({ api: ringing });
    second.store.dispatch(
      realtimeConnected({ connectionId: 'c', userId: String(CALLEE), reconnected: false, serverTime: 0 }),
    );
    await until(() => second.store.getState().call.phase === 'incoming');
    second.store.dispatch(answerPressed());
    await until(() => second.deps.engine.sessions.length === 1);
    expect(second.deps.engine.last.options.agora).toEqual(agora(CALLEE));
  });
});
