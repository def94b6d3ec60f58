// realtimeSaga as the app runs it: a real store, real redux-saga, a real channel and a real gateway.
import { PLATFORM_TYPE, REALTIME, USER_STATUS, envelopeToQuery } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeConnected, realtimeDisconnected, realtimePresenceChanged } from './actions.ts';
import { RealtimeChannel } from './channel.ts';
import { realtimeSaga, type RealtimeSagaOptions } from './saga.ts';

class NodeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
  }
}

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.listen();
});

afterAll(() => gateway.close());

function visitorUrl(deviceId: string): string {
  const query = envelopeToQuery({
    appId: 'realtime-saga-test',
    version: '1.0.0',
    platformType: PLATFORM_TYPE,
    languageId: 1,
    deviceId,
  });
  return `${gateway.url.replace(/^http/, 'ws')}${REALTIME.path}?${new URLSearchParams(query)}`;
}

function visitorChannel(deviceId: string, dialled: string[] = []): RealtimeChannel {
  return new RealtimeChannel({
    buildUrl: async () => {
      const url = visitorUrl(deviceId);
      dialled.push(url);
      return url;
    },
    WebSocket: NodeWebSocket,
    random: () => 0,
  });
}

function startStore(channel: RealtimeChannel, options: RealtimeSagaOptions = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null) => state,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagaMiddleware),
  });
  const task = sagaMiddleware.run(realtimeSaga, channel, options);
  return { actions, task, store };
}

function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out waiting'));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('realtimeSaga', () => {
  it('connects the channel and puts its events into the store', async () => {
    const user = await gateway.services.users.create({ nickname: 'Saga', countryCode: 'NL' });
    const channel = visitorChannel('saga-device-1');
    const { actions, task } = startStore(channel);
    await waitFor(() => actions.some(realtimeConnected.match));
    expect(actions.find(realtimeConnected.match)!.payload).toMatchObject({
      reconnected: false,
      userId: undefined,
    });

    channel.watch([String(user.id)]);
    await waitFor(() => actions.some(realtimePresenceChanged.match));
    await gateway.services.presence.heartbeat(user.id);
    await waitFor(() => actions.filter(realtimePresenceChanged.match).length === 2);
    expect(actions.filter(realtimePresenceChanged.match).map((action) => action.payload)).toEqual([
      { userId: String(user.id), status: USER_STATUS.offline },
      { userId: String(user.id), status: USER_STATUS.online },
    ]);

    for (const socket of gateway.app.websocketServer.clients) socket.terminate();
    await waitFor(() => actions.filter(realtimeConnected.match).length === 2);
    expect(actions.find(realtimeDisconnected.match)!.payload).toMatchObject({ cause: 'dropped', code: 1006 });
    expect(actions.filter(realtimeConnected.match)[1]!.payload.reconnected).toBe(true);
    task.cancel();
  });

  it('closes the channel and stops putting when cancelled', async () => {
    const channel = visitorChannel('saga-device-2');
    const { actions, task } = startStore(channel);
    await waitFor(() => actions.some(realtimeConnected.match));
    task.cancel();
    expect(task.isCancelled()).toBe(true);
    expect(channel.status).toBe('closed');
    await waitFor(() => gateway.services.realtime.size === 0);

    // The listeners are gone: a channel opened again by someone else no longer reaches this store.
    const count = actions.length;
    channel.connect();
    await waitFor(() => channel.status === 'open');
    await sleep(50);
    expect(actions).toHaveLength(count);
    channel.close();
  });

  // Regression: the app dialled at boot, then startup's sign-in closed that half-open socket and dialled again.
  it('waits for connectAfter before dialling, then dials once', async () => {
    const dialled: string[] = [];
    const channel = visitorChannel('saga-device-3', dialled);
    const { actions, task, store } = startStore(channel, { connectAfter: 'session/settled' });
    await sleep(50);
    expect(channel.status).toBe('closed');
    expect(dialled).toEqual([]);

    store.dispatch({ type: 'session/settled' });
    await waitFor(() => actions.some(realtimeConnected.match));
    expect(dialled).toHaveLength(1);
    task.cancel();
  });

  it('puts the events of a channel someone else connected while it waits', async () => {
    const channel = visitorChannel('saga-device-4');
    const { actions, task } = startStore(channel, { connectAfter: 'session/settled' });
    channel.connect();
    await waitFor(() => actions.some(realtimeConnected.match));
    task.cancel();
  });
});
