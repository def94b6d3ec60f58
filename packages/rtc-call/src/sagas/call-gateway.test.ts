// A call between two tabs against a real gateway in process (PGlite in memory): real HTTP calls through the real
// gateway client, the bell, call states and signalling over real realtime sockets. Only the media is faked
// (jsdom has no WebRTC; the adapter has its own test in Chromium).
import { COIN_PROMOTIONS, LANGUAGE_IDS, postPhoneLogin, postSendCode } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  createGatewayClient,
  createRealtimeChannel,
  ensureDeviceId,
  memoryStorage,
  realtimeConnected,
  storeSessionCookies,
  type GatewayClient,
  type RealtimeChannel,
  type StorageAdapter,
} from '@aura/gateway-client';
import { callRequested } from '@aura/hosts';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCallApi } from '../api.ts';
import { CallStreams } from '../call-streams.ts';
import { channelCallRealtime } from '../realtime-link.ts';
import { realtimeSignalling } from '../rtc/realtime-signalling.ts';
import type { SignalMessage } from '../rtc/signalling-port.ts';
import { answerPressed, callSlice, cancelPressed, hangUpPressed, type CallState } from '../slice.ts';
import { FakeEngine, fakeDevices, fakeRinger } from '../testing/fakes.ts';
import { callSaga } from './call-saga.ts';
import { CALL_DEPENDENCIES_CONTEXT_KEY, type CallDependencies } from './context.ts';

let gateway: TestGateway;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});

afterAll(async () => {
  for (const channel of channels) channel.close();
  await gateway.close();
});

function appClient(storage: StorageAdapter): GatewayClient {
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage,
  });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  return client;
}

/** The storage of a host's tab, signed in by a session made on the server. */
async function hostStorage(userId: number): Promise<StorageAdapter> {
  const storage = memoryStorage();
  const { loginToken } = await gateway.services.sessions.create(userId, ensureDeviceId(storage));
  storeSessionCookies(storage, { userId: String(userId), loginToken });
  return storage;
}

let phoneNumbers = 0;
/** A caller signed up by phone as a person would, so the account holds its sign-up coins. */
async function callerStorage(): Promise<{ storage: StorageAdapter; userId: string }> {
  const storage = memoryStorage();
  const client = appClient(storage);
  phoneNumbers += 1;
  const mobile = `+3163${String(phoneNumbers).padStart(7, '0')}`;
  const { requestId } = await client.call(postSendCode, { mobile, channel: 'sms', purpose: 'login' });
  const outbox = await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(mobile)}`);
  const [message] = (await outbox.json()) as { body: string }[];
  const code = /code is (\d+)/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  const login = await client.call(postPhoneLogin, { mobile, requestId, code });
  storeSessionCookies(storage, { userId: login.userId, loginToken: login.loginToken });
  return { storage, userId: login.userId };
}

/** A signed-in tab: its gateway client, its realtime socket (open), and a store running the call saga. */
async function tab(storage: StorageAdapter) {
  const client = appClient(storage);
  const channel = createRealtimeChannel(client);
  channels.push(channel);
  const opened = new Promise<void>((resolve) => channel.on('open', () => resolve()));
  channel.connect();
  await opened;
  const realtime = channelCallRealtime(channel);
  const engine = new FakeEngine();
  const api = gatewayCallApi(client);
  /** What the gateway answered to this tab's bell-cancel records (the saga only logs a failure). */
  const bellRecords: unknown[] = [];
  const deps: CallDependencies = {
    api: {
      ...api,
      bellRecord: async (input) => {
        const answer = await api.bellRecord(input).catch((error: unknown) => error);
        bellRecords.push(answer);
        return answer;
      },
    },
    realtime,
    engine,
    devices: fakeDevices(),
    ringer: fakeRinger(),
    streams: new CallStreams(),
    installedApp: () => false,
  };
  const sagas = createSagaMiddleware({ context: { [CALL_DEPENDENCIES_CONTEXT_KEY]: deps } });
  const store = configureStore({
    reducer: { call: callSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagas),
  });
  sagas.run(callSaga);
  const until = async (check: (call: CallState) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check(store.getState().call) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(check(store.getState().call)).toBe(true);
    return store.getState().call;
  };
  return { store, engine, realtime, until, bellRecords };
}

describe('a call through the gateway', () => {
  it('rings the host, connects both sides, bills the first minute and ends for both on a hang-up', async () => {
    const caller = await callerStorage();
    const host = await gateway.services.hosts.create({
      nickname: 'Sanne',
      countryCode: 'NL',
      pricePerMinute: 40,
    });
    await gateway.services.presence.heartbeat(host.id);
    const a = await tab(caller.storage);
    const b = await tab(await hostStorage(host.id));

    a.store.dispatch(callRequested({ hostId: String(host.id), kind: 'video' }));
    const ringing = await b.until((call) => call.phase === 'incoming');
    expect(ringing.peer).toMatchObject({ userId: caller.userId });
    expect((await a.until((call) => call.phase === 'outgoing')).pricePerMinute).toBe(40);

    b.store.dispatch(answerPressed());
    await b.until((call) => call.phase === 'connecting');
    await a.until((call) => call.phase === 'connecting');
    expect(a.engine.last.options.role).toBe('caller');
    expect(b.engine.last.options.role).toBe('callee');
    expect(a.engine.last.options.room).toBe(b.engine.last.options.room);
    // The first minute is charged on the answer; the caller's meter shows the balance the server reports.
    const billed = await a.until((call) => call.minutesBilled >= 1 && call.balance !== undefined);
    expect(billed.balance).toBe(COIN_PROMOTIONS.signupBonusCoins - 40);

    a.engine.last.events.emit('connectionState', 'connected');
    b.engine.last.events.emit('connectionState', 'connected');
    expect(a.store.getState().call.phase).toBe('connected');
    const room = a.store.getState().call.record!.roomNum;
    a.store.dispatch(hangUpPressed());
    expect((await a.until((call) => call.phase === 'ended')).ending?.outcome).toBe('hungUp');
    expect((await b.until((call) => call.phase === 'ended')).ending?.outcome).toBe('hungUp');
    // The end screens show what the call came to, as the server's final record says.
    const hostEnd = (await b.until((call) => call.ending?.cost !== undefined)).ending!;
    expect(hostEnd.cost).toMatchObject({ role: 'callee', minutes: 1 });
    expect((await a.until((call) => call.ending?.cost !== undefined)).ending!.cost).toEqual({
      role: 'caller',
      minutes: 1,
      amount: 40,
    });

    // Each side's user-video record (spec §7 users/videos) reached the gateway and was kept, once, naming the other.
    const videoRecords = async () =>
      (await gateway.services.database.db.query.callReports.findMany()).filter(
        (report) => report.kind === 'user_video' && report.roomNum === room,
      );
    const deadline = Date.now() + 10_000;
    while ((await videoRecords()).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const kept = await videoRecords();
    expect(kept.map(({ userId, matchUserId }) => [userId, matchUserId]).sort()).toEqual(
      [
        [Number(caller.userId), host.id],
        [host.id, Number(caller.userId)],
      ].sort(),
    );
    for (const report of kept) expect(JSON.parse(report.details)).toMatchObject({ videoTime: 1 });
  });

  it('cancelled while ringing: the outcome on both sides, and both bell-cancel records accepted', async () => {
    const caller = await callerStorage();
    const host = await gateway.services.hosts.create({
      nickname: 'Mila',
      countryCode: 'NL',
      pricePerMinute: 40,
    });
    await gateway.services.presence.heartbeat(host.id);
    const a = await tab(caller.storage);
    const b = await tab(await hostStorage(host.id));
    a.store.dispatch(callRequested({ hostId: String(host.id), kind: 'video' }));
    await b.until((call) => call.phase === 'incoming');
    await a.until((call) => call.phase === 'outgoing');
    a.store.dispatch(cancelPressed());
    expect((await a.until((call) => call.phase === 'ended')).ending?.outcome).toBe('cancelledByCaller');
    expect((await b.until((call) => call.phase === 'ended')).ending?.outcome).toBe('missed');
    const deadline = Date.now() + 10_000;
    while ((a.bellRecords.length < 1 || b.bellRecords.length < 1) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(a.bellRecords).toEqual([{ recorded: true }]);
    expect(b.bellRecords).toEqual([{ recorded: true }]);
    // Both records as the gateway kept them: a host's call at her 40 coins a minute, paid in coins, from a tab.
    const ofThisCall = (await gateway.services.database.db.query.callReports.findMany()).filter(
      (report) => report.kind === 'friend_video' && [Number(caller.userId), host.id].includes(report.userId),
    );
    expect(ofThisCall).toHaveLength(2);
    for (const report of ofThisCall) {
      expect(JSON.parse(report.details)).toMatchObject({
        goddessCall: 1,
        gold: 40,
        feeType: 1,
        inappFlag: 0,
        matchFlag: 0,
      });
    }
  });

  it('a reloaded caller’s tab takes the connected call up again: same room, the server’s minutes and coins', async () => {
    const caller = await callerStorage();
    const host = await gateway.services.hosts.create({
      nickname: 'Noor',
      countryCode: 'NL',
      pricePerMinute: 40,
    });
    await gateway.services.presence.heartbeat(host.id);
    const a = await tab(caller.storage);
    const b = await tab(await hostStorage(host.id));
    a.store.dispatch(callRequested({ hostId: String(host.id), kind: 'video' }));
    await b.until((call) => call.phase === 'incoming');
    b.store.dispatch(answerPressed());
    const room = (await a.until((call) => call.phase === 'connecting' && call.minutesBilled === 1)).record!
      .roomNum;

    // The page reloads: a new store and socket on the same storage, told the realtime channel is open.
    const again = await tab(caller.storage);
    again.store.dispatch(
      realtimeConnected({ connectionId: 'x', userId: caller.userId, reconnected: false, serverTime: 0 }),
    );
    const resumed = await again.until((call) => call.phase === 'connecting');
    expect(resumed).toMatchObject({
      role: 'caller',
      peer: { userId: String(host.id), userName: 'Noor' },
      pricePerMinute: 40,
      minutesBilled: 1,
      balance: COIN_PROMOTIONS.signupBonusCoins - 40,
    });
    expect(again.engine.last.options).toMatchObject({ room, role: 'caller' });
    again.store.dispatch(hangUpPressed());
    expect((await again.until((call) => call.phase === 'ended')).ending?.outcome).toBe('hungUp');
    expect((await b.until((call) => call.phase === 'ended')).ending?.outcome).toBe('hungUp');
    // Nothing was charged for taking it up: one minute, once.
    expect(await gateway.services.calls.callFor(Number(caller.userId), room)).toMatchObject({
      minutesBilled: 1,
    });
  });

  it('relays WebRTC signalling between the two sides of a call by room', async () => {
    const caller = await callerStorage();
    const host = await gateway.services.hosts.create({
      nickname: 'Lotte',
      countryCode: 'NL',
      pricePerMinute: 40,
    });
    await gateway.services.presence.heartbeat(host.id);
    const a = await tab(caller.storage);
    const b = await tab(await hostStorage(host.id));
    a.store.dispatch(callRequested({ hostId: String(host.id), kind: 'voice' }));
    const room = (await b.until((call) => call.phase === 'incoming')).record!.roomNum;

    const received: SignalMessage[] = [];
    realtimeSignalling(b.realtime).subscribe(room, (message) => received.push(message));
    const offer: SignalMessage = { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } };
    realtimeSignalling(a.realtime).send(room, { kind: 'ready' });
    realtimeSignalling(a.realtime).send(room, offer);
    realtimeSignalling(a.realtime).send(room, { kind: 'candidate', candidate: null });
    const deadline = Date.now() + 10_000;
    while (received.length < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    // `ready` too: a side that joins again (a reload) gets the other's pending offer sent again.
    expect(received).toEqual([{ kind: 'ready' }, offer, { kind: 'candidate', candidate: null }]);
  });
});
