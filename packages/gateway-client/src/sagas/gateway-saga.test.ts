// gatewaySaga as the app runs it: a real store, real redux-saga, a real client and a real gateway.
import { UNKNOWN_COUNTRY, USER_STATUS, postHeartbeat, type Endpoint } from '@aura/contracts';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { isCancel } from '../http.ts';
import createSagaMiddleware from 'redux-saga';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayClient } from '../client.ts';
import { selectClockOffset, selectCountry, selectPublicKeyId } from '../selectors.ts';
import { sessionReloginRequired } from '../session-events.ts';
import { countryResolved, gatewaySlice } from '../slice.ts';
import { startGateway, testClient, type TestGateway } from '../../test/gateway.ts';
import { GATEWAY_CLIENT_CONTEXT_KEY, gatewaySaga } from './gateway-saga.ts';
import { heartbeatAnswered } from './heartbeat.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const HEARTBEAT_MS = 50;

function startStore(client: GatewayClient) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { [GATEWAY_CLIENT_CONTEXT_KEY]: client } });
  const store = configureStore({
    reducer: { [gatewaySlice.reducerPath]: gatewaySlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagaMiddleware),
  });
  const task = sagaMiddleware.run(gatewaySaga, { heartbeatIntervalMs: HEARTBEAT_MS });
  return { store, task, actions };
}

const tasks: { cancel(): void }[] = [];
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
});

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
const sent = (requests: string[], { method, path }: Endpoint) =>
  requests.filter((request) => request === `${method} ${path}`).length;

describe('gatewaySaga', () => {
  it('resolves the country, learns the key id and keeps a heartbeat going', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Saga' });
    const { store, task, actions } = startStore(client);
    tasks.push(task);
    await waitFor(() => actions.filter(heartbeatAnswered.match).length >= 3);
    expect(actions.find(countryResolved.match)?.payload).toEqual({
      id: UNKNOWN_COUNTRY.id,
      ab: UNKNOWN_COUNTRY.ab,
      ip: '127.0.0.1',
    });
    expect(selectCountry(store.getState())).toEqual(actions.find(countryResolved.match)?.payload);
    expect(selectPublicKeyId(store.getState())).toBe(gateway.services.keyRing.current.kid);
    expect(actions.filter(heartbeatAnswered.match)[0]?.payload.status).toBe(USER_STATUS.online);
    expect(await gateway.services.presence.status(Number(session!.userId))).toBe(USER_STATUS.online);
  });

  it('stops when cancelled: no heartbeat after, and one in flight is aborted', async () => {
    const { client, requests } = await testClient(gateway);
    const failures: unknown[] = [];
    let beats = 0;
    client.http.interceptors.request.use(async (config) => {
      // The second heartbeat hangs, so that the cancellation finds it in flight.
      if (config.url === postHeartbeat.path && ++beats === 2) await sleep(2_000);
      return config;
    });
    client.http.interceptors.response.use(undefined, (error: unknown) => {
      failures.push(error);
      throw error;
    });
    const { task, actions } = startStore(client);
    await waitFor(() => beats === 2);
    task.cancel();
    expect(task.isCancelled()).toBe(true);
    await sleep(2_100 + HEARTBEAT_MS * 4);
    expect(sent(requests, postHeartbeat)).toBe(2);
    expect(actions.filter(heartbeatAnswered.match)).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect(isCancel(failures[0])).toBe(true);
  });

  it('puts the client’s clock correction into the store', async () => {
    const skew = 10 * 60 * 1000;
    const { client } = await testClient(gateway, { nickname: 'Late', now: () => Date.now() - skew });
    const { store, task, actions } = startStore(client);
    tasks.push(task);
    await waitFor(() => actions.some(heartbeatAnswered.match));
    expect(Math.abs(selectClockOffset(store.getState()) - skew)).toBeLessThan(5_000);
  });

  it('puts session events into the store', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Elsewhere' });
    const lookup = await gateway.services.sessions.lookup(Number(session!.userId), client.deviceId);
    if (lookup.status !== 'active') throw new Error('expected an active session');
    await gateway.services.sessions.revoke(lookup.session.id, 'replaced');
    const { task, actions } = startStore(client);
    tasks.push(task);
    await waitFor(() => actions.some(sessionReloginRequired.match));
  });
});
