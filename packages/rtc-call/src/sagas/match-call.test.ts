import type { CallSession, CurrentCall, MatchInfo } from '@aura/contracts';
import {
  MATCHING_DEPENDENCIES_CONTEXT_KEY,
  MatchStreams,
  callConfirmed,
  callPressed,
  matchBecameCall,
  matchingSaga,
  matchingSlice,
  rtcMatchVideo,
  startPressed,
  type MatchingApi,
} from '@aura/matching';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { CallStreams } from '../call-streams.ts';
import type { MediaDevicesPort } from '../ports.ts';
import { callSlice, hangUpPressed, microphoneToggled } from '../slice.ts';
import {
  callStore,
  FakeEngine,
  FakeRealtime,
  FakeSession,
  fakeApi,
  fakeDevices,
  fakeRinger,
  fakeStream,
  record,
  ROOM,
} from '../testing/fakes.ts';
import { until } from '../testing/until.ts';
import { callSaga } from './call-saga.ts';
import { CALL_DEPENDENCIES_CONTEXT_KEY, type CallDependencies } from './context.ts';

const PEER = { userId: '100002', userName: 'Ada', avatar: '/a.svg' };
const connectedAt = 1_000_000;

/** The call a match became, as beginMinCall and `GET /api/call/current` give it: a minute paid, nothing run yet. */
function session(): CallSession {
  return {
    call: record({
      state: 'connected',
      outcome: 'connected',
      minutesBilled: 1,
      amount: 60,
      answeredAt: connectedAt,
      nextChargeAt: connectedAt + 60_000,
    }),
    iceServers: [],
    minuteMs: 60_000,
    ringTimeoutMs: 5_000,
  };
}

function current(patch: Partial<CurrentCall> = {}): CurrentCall {
  return { session: session(), peer: PEER, rtcRole: 'caller', balance: 440, ...patch };
}

const match: MatchInfo = {
  matchId: '41',
  roomNum: ROOM,
  mode: 'random',
  partner: { userId: PEER.userId, userName: PEER.userName, avatar: PEER.avatar, countryCode: 'NL' },
  polite: false,
  iceServers: [],
  charged: 0,
  matchedAt: connectedAt,
};

/**
 * The app's store as far as a match turned into a call goes: the matching and call slices with both packages' root
 * sagas, the match video made of the call's own RTC engine and camera (as the shell makes it), the gateway and the
 * browser faked at their boundary.
 */
function matchAndCallStore(devices: MediaDevicesPort = fakeDevices()) {
  const realtime = new FakeRealtime();
  const engine = new FakeEngine();
  const matchStreams = new MatchStreams();
  const matchVideo = rtcMatchVideo(engine, devices, matchStreams);
  const callApi = fakeApi({ current: async () => current() });
  const calls: CallDependencies = {
    api: callApi,
    realtime,
    engine,
    devices,
    ringer: fakeRinger(),
    streams: new CallStreams(),
    matchVideo,
  };
  const matchingApi: MatchingApi = {
    matching: async () => ({
      state: 'matched',
      match,
      quota: { freeLeft: 1, freeResetsAt: 0, dailyLeft: 1, dailyResetsAt: 0, price: 0 },
    }),
    exitMatch: async () => ({}),
    quota: async () => ({ freeLeft: 1, freeResetsAt: 0, dailyLeft: 1, dailyResetsAt: 0, price: 0 }),
    callQuote: async () => ({
      pricePerMinute: 60,
      currentCoin: 600,
      canAfford: true,
      remoteUserInfo: { id: match.partner.userId, userName: 'Bo', avatar: '', isHost: true, status: 2 },
    }),
    // The partner had asked already: this side's yes (Call, its price confirmed) makes the call.
    beginMinCall: async () => ({ state: 'connected' as const, session: session() }),
    declineMinCall: async () => ({ state: 'none' as const }),
    hangUp: async () => ({}),
    report: async () => ({ reportId: '1', blocked: false }),
    stay: async () => ({ state: 'stayed' }),
  };
  const sagas = createSagaMiddleware({
    context: {
      [CALL_DEPENDENCIES_CONTEXT_KEY]: calls,
      [MATCHING_DEPENDENCIES_CONTEXT_KEY]: { api: matchingApi, realtime, video: matchVideo },
    },
  });
  const store = configureStore({
    reducer: {
      [callSlice.reducerPath]: callSlice.reducer,
      [matchingSlice.reducerPath]: matchingSlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagas),
  });
  sagas.run(function* () {
    yield all([spawn(callSaga), spawn(matchingSaga)]);
  });
  return { store, engine, realtime, callApi, calls, matchStreams };
}

describe('a random match turned into a paid call', () => {
  it('goes on in the call screen with the match’s running media: no second connection, the meter from the server', async () => {
    const bed = matchAndCallStore();
    bed.store.dispatch(startPressed({ mode: 'random' }));
    await until(() => bed.engine.sessions.length === 1 && bed.engine.last.published !== undefined);
    const matchSession = bed.engine.last;
    const local = bed.matchStreams.current.local;
    const remote = fakeStream();
    matchSession.events.emit('remoteTrack', { stream: remote, track: remote.getTracks()[0]! });

    bed.store.dispatch(callPressed());
    bed.store.dispatch(callConfirmed());
    await until(() => bed.store.getState().call.phase === 'connected');
    expect(bed.store.getState().matching.phase).toBe('inCall');
    expect(bed.store.getState().call).toMatchObject({
      role: 'caller',
      peer: PEER,
      balance: 440,
      minutesBilled: 1,
      connection: 'connected',
    });
    // The match's session and streams are the call's now: nothing joined or published again, and the match screen's
    // video let go of them without stopping them.
    expect(bed.engine.sessions).toEqual([matchSession]);
    expect(bed.calls.streams.current).toEqual({ local, remote });
    expect(bed.matchStreams.current).toEqual({});
    expect(matchSession.left).toBe(false);

    bed.store.dispatch(microphoneToggled());
    expect(matchSession.microphone).toBe(false);
    bed.store.dispatch(hangUpPressed());
    await until(() => matchSession.left);
    await until(() => bed.callApi.log.includes(`hangup ${ROOM}`));
    expect(bed.store.getState().call.phase).toBe('ended');
    expect((local as ReturnType<typeof fakeStream>).tracks.every((track) => track.stopped)).toBe(true);
    // The server says the call ended: the match screen is back at Start.
    bed.realtime.push({ type: 'callState', call: { ...session().call, state: 'ended', outcome: 'hungUp' } });
    await until(() => bed.store.getState().matching.phase === 'idle');
    expect(bed.engine.sessions).toHaveLength(1);
  });

  it('the partner going on into a call hands this side’s media over the same way', async () => {
    const bed = matchAndCallStore();
    bed.store.dispatch(startPressed());
    await until(() => bed.engine.sessions.length === 1 && bed.engine.last.published !== undefined);
    bed.realtime.push({ type: 'matchEnded', matchId: match.matchId, reason: 'converted' });
    await until(() => bed.store.getState().call.phase === 'connected');
    expect(bed.store.getState().matching.phase).toBe('inCall');
    expect(bed.engine.sessions).toHaveLength(1);
    expect(bed.calls.streams.current.local).toBeDefined();
  });

  it('a match that became a call before the camera came: the call joins the room itself, the match never does', async () => {
    let grant: (stream: MediaStream) => void = () => {};
    const first = fakeStream();
    const devices = fakeDevices();
    const slowFirst: MediaDevicesPort = {
      getUserMedia: (constraints) =>
        devices.asked.length === 0
          ? (devices.asked.push(constraints), new Promise<MediaStream>((resolve) => (grant = resolve)))
          : devices.getUserMedia(constraints),
    };
    const bed = matchAndCallStore(slowFirst);
    bed.store.dispatch(startPressed());
    await until(() => devices.asked.length === 1);
    bed.store.dispatch(callPressed());
    bed.store.dispatch(callConfirmed());
    await until(() => bed.engine.sessions.length === 1 && bed.engine.last.published !== undefined);
    expect(bed.store.getState().call.phase).toBe('connecting');
    // The match's camera comes late: it is stopped, and the room is not joined a second time.
    grant(first);
    await until(() => first.tracks.every((track) => track.stopped));
    expect(bed.engine.sessions).toHaveLength(1);
  });
});

describe('the call a match became, on its own', () => {
  it('takes over the handed media: no new connection, connected at once, the meter and controls on it', async () => {
    const session = new FakeSession({ room: ROOM, role: 'callee', iceServers: [] });
    const local = fakeStream();
    const remote = fakeStream();
    const handed: string[] = [];
    const api = fakeApi({ current: async () => current() });
    const { store, deps } = callStore({
      api,
      matchVideo: { handOver: (room) => (handed.push(room), { session, local, remote }) },
    });
    store.dispatch(matchBecameCall({ roomNum: ROOM }));
    await until(() => store.getState().call.phase === 'connected');
    expect(handed).toEqual([ROOM]);
    expect(deps.engine.sessions).toHaveLength(0);
    expect(deps.streams.current).toEqual({ local, remote });
    expect(store.getState().call).toMatchObject({ balance: 440, minutesBilled: 1, connection: 'connected' });
    // Already published: not again.
    expect(session.published).toBeUndefined();
    store.dispatch(microphoneToggled());
    await until(() => session.microphone === false);
    store.dispatch(hangUpPressed());
    await until(() => session.left);
    expect(store.getState().call.phase).toBe('ended');
    expect(local.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('leaves a call of another room alone', async () => {
    const api = fakeApi({ current: async () => current() });
    const handed: string[] = [];
    const { store } = callStore({
      api,
      matchVideo: { handOver: (room) => (handed.push(room), undefined) },
    });
    store.dispatch(matchBecameCall({ roomNum: 'fedcba9876543210' }));
    await until(() => api.log.includes('current'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().call.phase).toBe('idle');
    expect(handed).toEqual([]);
  });

  it('without a match video, joins the room itself', async () => {
    const api = fakeApi({ current: async () => current() });
    const { store, deps } = callStore({ api });
    store.dispatch(matchBecameCall({ roomNum: ROOM }));
    await until(() => deps.engine.sessions.length === 1 && deps.engine.last.published !== undefined);
    expect(store.getState().call.phase).toBe('connecting');
  });
});
