// Helpers for running the session sagas against a real gateway (in process, PGlite in memory), as the shell runs
// them: a real store, real redux-saga, a real gateway client with cookies in memory, a real realtime channel.
import { createHash, randomBytes } from 'node:crypto';
import { LANGUAGE_IDS } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  createGatewayClient,
  createRealtimeChannel,
  ensureDeviceId,
  gatewaySaga,
  gatewaySlice,
  memoryStorage,
  realtimeSaga,
  storeSessionCookies,
  type GatewayClient,
  type RealtimeChannel,
  type Session,
  type StorageAdapter,
} from '@aura/gateway-client';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, cancelled, spawn } from 'redux-saga/effects';
import {
  LOCATION_CONTEXT_KEY,
  NAVIGATE_CONTEXT_KEY,
  REALTIME_CHANNEL_CONTEXT_KEY,
  memoryLocation,
  type PageLocation,
} from '../src/sagas/context.ts';
import { sessionSaga } from '../src/sagas/session-saga.ts';
import { authSlice, visitorSettled } from '../src/session/slice.ts';
import { walletSaga } from '../src/wallet/sagas/wallet-saga.ts';
import { walletSlice } from '../src/wallet/slice.ts';

export type { TestGateway };

export async function startGateway(): Promise<TestGateway> {
  const gateway = await startTestGateway();
  await gateway.listen();
  return gateway;
}

/** The web app's client of `gateway`: its session is whatever the cookies in `storage` say. */
export function appClient(gateway: TestGateway, storage: StorageAdapter = memoryStorage()): GatewayClient {
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

/**
 * A new user (a host when `host` says so), and a session of theirs on the device of `storage`, kept in its cookies
 * as a sign-in keeps it.
 */
export async function signedInStorage(
  gateway: TestGateway,
  nickname: string,
  storage: StorageAdapter = memoryStorage(),
  host = false,
): Promise<{ storage: StorageAdapter; session: Session; deviceId: string }> {
  const user = host
    ? await gateway.services.hosts.create({ nickname, countryCode: 'NL' })
    : await gateway.services.users.create({ nickname, countryCode: 'NL' });
  const deviceId = ensureDeviceId(storage);
  const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
  const session = { userId: String(user.id), loginToken };
  storeSessionCookies(storage, session);
  return { storage, session, deviceId };
}

/**
 * A one-time auto-login token for `userId`, as the admin command issues one: a random token whose digest is
 * stored, valid for `ttlSeconds`.
 */
export async function issueAutoLoginToken(
  gateway: TestGateway,
  userId: number,
  ttlSeconds = 120,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const digest = createHash('sha256').update(token, 'utf8').digest('hex');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  await gateway.services.database.db.execute(
    `INSERT INTO auto_login_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ('${digest}', ${Number(userId)}, 'handoff', '${expiresAt}')`,
  );
  return token;
}

export interface SessionStoreOptions {
  client: GatewayClient;
  /** The address the tab opened; the root of the gateway's origin unless given. */
  href?: string;
  /** A real channel of `client` unless given; `null` for none. */
  realtime?: RealtimeChannel | null;
}

/**
 * The store the shell builds, reduced to the session: auth, wallet and gateway slices, their sagas;
 * `stop` cancels the sagas and closes the socket.
 */
export function startSessionStore({ client, href, realtime }: SessionStoreOptions) {
  const actions: UnknownAction[] = [];
  const navigations: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const location: PageLocation = memoryLocation(href ?? `${client.baseURL}/`);
  const channel = realtime === undefined ? createRealtimeChannel(client) : (realtime ?? undefined);
  const sagaMiddleware = createSagaMiddleware({
    context: {
      [GATEWAY_CLIENT_CONTEXT_KEY]: client,
      [NAVIGATE_CONTEXT_KEY]: (to: string) => navigations.push(to),
      [LOCATION_CONTEXT_KEY]: location,
      [REALTIME_CHANNEL_CONTEXT_KEY]: channel,
    },
  });
  const store = configureStore({
    reducer: {
      [authSlice.reducerPath]: authSlice.reducer,
      [walletSlice.reducerPath]: walletSlice.reducer,
      [gatewaySlice.reducerPath]: gatewaySlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagaMiddleware),
  });
  const task: Task = sagaMiddleware.run(function* root() {
    const tasks: Task[] = yield all([
      // A heartbeat now and then only: the tests make their own calls.
      spawn(gatewaySaga, { heartbeatIntervalMs: 60_000 }),
      // As the shell runs it (apps/web/src/store.ts): dialled once startup knows who the tab is.
      ...(channel ? [spawn(realtimeSaga, channel, { connectAfter: visitorSettled })] : []),
      spawn(sessionSaga),
      spawn(walletSaga),
    ]);
    // As the shell's root saga does: cancelling the root cancels the spawned sagas, so none dials the socket later.
    try {
      yield new Promise<never>(() => {});
    } finally {
      if ((yield cancelled()) as boolean) for (const spawned of tasks) spawned.cancel();
    }
  });
  const stop = () => {
    task.cancel();
    channel?.close();
  };
  return { store, actions, navigations, location, task, channel, stop };
}

/**
 * A user signed in on a started store (startup confirmed the session in the cookies); `stop` cancels the sagas
 * and closes the socket.
 */
export async function signedInStore(
  gateway: TestGateway,
  nickname: string,
  options: { realtime?: null; host?: boolean } = {},
) {
  const { host, ...storeOptions } = options;
  const { storage, session, deviceId } = await signedInStorage(gateway, nickname, memoryStorage(), host);
  const client = appClient(gateway, storage);
  const started = startSessionStore({ client, ...storeOptions });
  await startedUp(started.store);
  return { ...started, client, storage, session, deviceId, userId: Number(session.userId) };
}

/** Resolves when startup has signed the store's user in (rejects when it ended otherwise). */
export function startedUp(store: ReturnType<typeof startSessionStore>['store']): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const unsubscribe = store.subscribe(() => {
      const { status } = store.getState().auth;
      if (status === 'starting') return;
      unsubscribe();
      if (status === 'loggedIn') resolve();
      else reject(new Error(`startup ended ${status}`));
    });
  });
}

/**
 * Registers a test file's hooks: one gateway for all its tests, and the stores started through it stopped after
 * each test.
 */
export function sessionsPerFile() {
  let started: TestGateway | undefined;
  const stops: (() => void)[] = [];
  beforeAll(async () => {
    started = await startGateway();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });
  afterAll(() => started?.close());
  const bed = {
    /** The test file's gateway: started before its first test, closed after its last. */
    get gateway(): TestGateway {
      if (!started) throw new Error('the gateway starts before the first test: use it inside tests');
      return started;
    },
    /** A store as startSessionStore starts it, stopped after the test. */
    store(options: SessionStoreOptions) {
      const store = startSessionStore(options);
      stops.push(store.stop);
      return store;
    },
    /** A user signed in on a started store (see signedInStore), stopped after the test. */
    async signedIn(nickname: string, options: { realtime?: null; host?: boolean } = {}) {
      const store = await signedInStore(bed.gateway, nickname, options);
      stops.push(store.stop);
      return store;
    },
  };
  return bed;
}

/** vi.waitFor with room for a loaded machine: the gateway shares two cores with the other test files. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 20 });
}
