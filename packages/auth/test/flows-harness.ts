// Sign-in flows against a real store and a real gateway (in-process, PGlite in memory): each harness is one
// browser tab from its own address and device, reading codes and links from the sandbox outbox like a person.
import { AUTH_LIMITS, LANGUAGE_IDS } from '@aura/contracts';
import { TestClock as GatewayTestClock, startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  createGatewayClient,
  memoryStorage,
  storeSessionCookies,
  type GatewayClient,
} from '@aura/gateway-client';
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { rootReducer, type TestState } from './flows-store.tsx';
import { configure } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { all, call, spawn, takeEvery } from 'redux-saga/effects';
import { afterAll, beforeAll } from 'vitest';
import { OPEN_URL_CONTEXT_KEY } from '../src/flows/context.ts';
import { signInFlowsSaga } from '../src/flows/flows-saga.ts';
import { codeLoginSubmitted, codeRequested } from '../src/flows/phone/slice.ts';
import { LOCATION_CONTEXT_KEY, memoryLocation, type PageLocation } from '../src/sagas/context.ts';
import { signedIn } from '../src/session/slice.ts';
import { selectAuthStatus, selectPhoneFlow } from '../src/selectors.ts';
import { authApi } from '../src/api.ts';

export type { TestGateway, TestState };

// Screens wait on real round trips (key exchange, scrypt, PGlite): Testing Library's 1 s default for findBy and
// waitFor is too short on a busy two-core machine.
configure({ asyncUtilTimeout: 10_000 });

/** The gateway's clock: real time plus an offset tests move forward instead of waiting. */
export class TestClock extends GatewayTestClock {
  advanceSeconds(seconds: number): Promise<void> {
    return this.advance(seconds * 1000);
  }
}

/** A gateway that trusts X-Forwarded-For, so each harness counts as its own address; `env` adds settings. */
export async function startGateway(
  options: { clock?: TestClock; env?: Record<string, string> } = {},
): Promise<TestGateway> {
  const { clock, env } = options;
  const gateway = await startTestGateway({ TRUST_PROXY: 'true', ...env }, clock ? { clock } : {});
  await gateway.listen();
  return gateway;
}

let callers = 0;
let numbers = 0;
let addresses = 0;

/** An address in a documentation range: the gateway knows no country for it. */
function newAddress(): string {
  callers += 1;
  return `198.51.${100 + Math.floor(callers / 250)}.${(callers % 250) + 1}`;
}

/** A Dutch mobile number nobody else in the run uses: national form and E.164. */
export function newNumber(): { national: string; e164: string } {
  numbers += 1;
  const subscriber = `2${String(numbers).padStart(7, '0')}`;
  return { national: `06 ${subscriber}`, e164: `+316${subscriber}` };
}

export function newEmail(name = 'user'): string {
  addresses += 1;
  return `${name}.${addresses}.${Date.now().toString(36)}@example.com`;
}

/** Stores the session like the session sagas do, so calls after a sign-in are signed. */
function* storeSession(client: GatewayClient) {
  yield takeEvery(signedIn, function* ({ payload }: ReturnType<typeof signedIn>) {
    yield call(storeSessionCookies, client.storage, payload);
  });
}

export interface FlowsHarness {
  store: ReturnType<typeof configureStore<TestState>>;
  client: GatewayClient;
  /** Every action dispatched, in order. */
  actions: Action[];
  /** URLs the flows left the app for (social sign-in). */
  opened: string[];
  /** Resolves once `predicate` holds for the store's state. */
  until(predicate: (state: TestState) => unknown, timeoutMs?: number): Promise<TestState>;
  stop(): void;
}

export interface FlowsOptions {
  verifyPollMs?: number;
  location?: PageLocation;
}

/** One tab: a gateway client of `gateway`, a store with the auth slices, and the sign-in flows running. */
export function startFlows(gateway: TestGateway, options: FlowsOptions = {}): FlowsHarness {
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    storage: memoryStorage(),
  });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  client.http.defaults.headers.common['x-forwarded-for'] = newAddress();
  const opened: string[] = [];
  const actions: Action[] = [];
  const sagaMiddleware = createSagaMiddleware({
    context: {
      [GATEWAY_CLIENT_CONTEXT_KEY]: client,
      [OPEN_URL_CONTEXT_KEY]: (url: string) => opened.push(url),
      [LOCATION_CONTEXT_KEY]: options.location ?? memoryLocation('http://localhost/'),
    },
  });
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, record),
  });
  const task = sagaMiddleware.run(function* () {
    yield all([spawn(storeSession, client), spawn(signInFlowsSaga, { verifyPollMs: options.verifyPollMs })]);
  });
  const until = (predicate: (state: TestState) => unknown, timeoutMs = 15_000) =>
    new Promise<TestState>((resolve, reject) => {
      const check = () => {
        const state = store.getState();
        if (!predicate(state)) return false;
        unsubscribe();
        clearTimeout(timer);
        resolve(state);
        return true;
      };
      const unsubscribe = store.subscribe(check);
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error(`state never matched: ${JSON.stringify(store.getState(), null, 1).slice(0, 3000)}`));
      }, timeoutMs);
      check();
    });
  return { store, client, actions, opened, until, stop: () => task.cancel() };
}

export interface GatewayPerFile {
  /** The test file's gateway: started before its first test, closed after its last. */
  readonly gateway: TestGateway;
  /** A new tab on `on` (the file's gateway unless given); it stops after the file's last test. */
  flows(options?: FlowsOptions, on?: TestGateway): FlowsHarness;
}

/** Registers a test file's hooks: one gateway (on `clock`, if given) for all its tests, and the tabs on it stopped. */
export function gatewayPerFile(clock?: TestClock): GatewayPerFile {
  let started: TestGateway | undefined;
  const harnesses: FlowsHarness[] = [];
  beforeAll(async () => {
    started = await startGateway({ clock });
  });
  afterAll(async () => {
    for (const harness of harnesses) harness.stop();
    await started?.close();
  });
  const bed: GatewayPerFile = {
    get gateway() {
      if (!started) throw new Error('the gateway starts before the first test: use it inside tests');
      return started;
    },
    flows(options = {}, on = bed.gateway) {
      const harness = startFlows(on, options);
      harnesses.push(harness);
      return harness;
    },
  };
  return bed;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

async function outbox(gateway: TestGateway, recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  return (await response.json()) as OutboxMessage[];
}

const CODE = new RegExp(`\\b\\d{${AUTH_LIMITS.codeDigits}}\\b`);

/** The code in the newest message (SMS, WhatsApp or mail) to `recipient`. */
export async function lastCode(gateway: TestGateway, recipient: string): Promise<string> {
  const [message] = await outbox(gateway, recipient);
  const code = message && CODE.exec(`${message.subject}\n${message.body}`)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/**
 * Binds `value` to another, new account without verifying it (as older accounts may hold one), so that binding
 * it here is a takeover.
 */
export async function boundUnverifiedElsewhere(gateway: TestGateway, email: string): Promise<void> {
  const holder = await gateway.services.users.create({ nickname: 'Holder' });
  if (!/^[\w.@+-]+$/.test(email)) throw new Error(`not a plain address: ${email}`);
  await gateway.services.database.db.execute(
    `UPDATE users SET email = '${email}', email_bound_at = now() WHERE id = ${Number(holder.id)}`,
  );
}

/** The query string of the link in the newest mail to `email` (`?verifyEmail=…`). */
export async function lastLinkSearch(gateway: TestGateway, email: string): Promise<string> {
  const [message] = await outbox(gateway, email);
  const link = message && /https?:\/\/\S+\/login(\?\S+)/.exec(message.body)?.[1];
  if (!link) throw new Error(`no link was mailed to ${email}`);
  return link;
}

export async function messagesTo(gateway: TestGateway, recipient: string): Promise<number> {
  return (await outbox(gateway, recipient)).length;
}

/** Signs `harness` up with a new phone number (the profile still to complete); returns the number. */
export async function signUpByPhone(gateway: TestGateway, harness: FlowsHarness) {
  const number = newNumber();
  harness.store.dispatch(
    codeRequested({ country: 'NL', number: number.national, channel: 'sms', purpose: 'login' }),
  );
  await harness.until((state) => selectPhoneFlow(state).step === 'code');
  harness.store.dispatch(codeLoginSubmitted({ code: await lastCode(gateway, number.e164) }));
  await harness.until((state) => selectAuthStatus(state) === 'loggedIn');
  return number;
}

/** Signs `harness` in as a new account with neither e-mail nor phone (made by the gateway's own services). */
export async function signInWithoutPhone(gateway: TestGateway, harness: FlowsHarness): Promise<void> {
  const user = await gateway.services.users.create({ nickname: 'No Phone', countryCode: 'NL' });
  const { loginToken } = await gateway.services.sessions.create(user.id, harness.client.deviceId);
  storeSessionCookies(harness.client.storage, { userId: String(user.id), loginToken });
  harness.store.dispatch(signedIn(await authApi.postLoginToken(harness.client, {})));
}
