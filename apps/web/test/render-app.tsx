// Renders the whole shell as main.tsx does, against a real test gateway, with a memory history and a recording
// analytics port.
import type { TestGateway } from '@aura/gateway/testing';
import { ADULT_GATE_ITEM, type AnalyticsEvent, type AnalyticsPort } from '@aura/auth';
import { postPhoneLogin, postSendCode, type LoginResult } from '@aura/contracts';
import {
  createRealtimeChannel,
  memoryStorage,
  storeSessionCookies,
  type RealtimeChannel,
  type StorageAdapter,
} from '@aura/gateway-client';
import { createI18n } from '@aura/i18n-catalog';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { App } from '../src/app.tsx';
import { createAppGateway } from '../src/gateway.ts';
import { LocaleRouting } from '../src/locale-routing.ts';
import type { AppRouter } from '../src/router.tsx';
import { createShell } from '../src/shell.ts';
import type { AppStore } from '../src/store.ts';

/** A British address, so the gateway's country lookup has something to find. */
export const BRITISH_ADDRESS = '81.2.69.142';

export interface RenderAppOptions {
  /** The tab's cookies and local storage; empty (a visitor) unless given. */
  storage?: StorageAdapter;
  /** Whether this browser already passed the 18+ gate; yes unless a test looks at the first visit. */
  adultConfirmed?: boolean;
}

export function createTestClient(
  gateway: TestGateway,
  localeRouting: LocaleRouting,
  storage: StorageAdapter,
) {
  const client = createAppGateway({ baseURL: gateway.url, locale: () => localeRouting.locale, storage });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  client.http.defaults.headers.common['x-forwarded-for'] = BRITISH_ADDRESS;
  return client;
}

export interface RenderedApp {
  store: AppStore;
  router: AppRouter;
  history: RouterHistory;
  /** What the app sent to the analytics port. */
  events: AnalyticsEvent[];
  localeRouting: LocaleRouting;
  unmount(): void;
}

const rendered: { app: RenderedApp; realtime: RealtimeChannel }[] = [];

/** Until the socket has finished connecting (or a few seconds passed). */
async function settledSocket(realtime: RealtimeChannel): Promise<void> {
  for (let waited = 0; realtime.status === 'connecting' && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

// Each test's apps are taken down after it: page, sagas (and with them the realtime socket), history. A socket
// given up while still connecting leaves the gateway's end open until its close timeout (30 s), which would hold
// up the gateway's shutdown, so each socket is let finish connecting first. Cancelling the root saga cancels every
// package saga (src/store.ts), so none dials again later into a torn-down document (test files share a worker).
afterEach(async () => {
  for (const { app, realtime } of rendered.splice(0)) {
    app.unmount();
    await settledSocket(realtime);
    app.store.sagaTask.cancel();
    app.router.history.destroy();
  }
});

export function renderApp(
  gateway: TestGateway,
  path: string,
  { storage = memoryStorage(), adultConfirmed = true }: RenderAppOptions = {},
): RenderedApp {
  if (adultConfirmed) localStorage.setItem(ADULT_GATE_ITEM, 'true');
  else localStorage.removeItem(ADULT_GATE_ITEM);
  const localeRouting = new LocaleRouting(path);
  const i18n = createI18n(localeRouting.locale);
  const client = createTestClient(gateway, localeRouting, storage);
  const events: AnalyticsEvent[] = [];
  const analytics: AnalyticsPort = { track: (event) => events.push(event) };
  const history = createMemoryHistory({ initialEntries: [path] });
  // jsdom's own WebSocket, like a browser's.
  const realtime = createRealtimeChannel(client);
  const { store, router } = createShell({
    localeRouting,
    i18n,
    gateway: client,
    realtime,
    analytics,
    history,
  });
  const { unmount } = render(<App store={store} router={router} i18n={i18n} localeRouting={localeRouting} />);
  const app = { store, router, history, events, localeRouting, unmount };
  rendered.push({ app, realtime });
  return app;
}

let phoneNumbers = 0;

/**
 * Signs a new user up by phone through the gateway's sandbox (the code read from its outbox, as a person reads
 * their phone), on the device of `storage`, and answers what a sign-in flow of @aura/auth gets: the login result.
 */
export async function phoneSignUp(gateway: TestGateway, storage: StorageAdapter): Promise<LoginResult> {
  const client = createTestClient(gateway, new LocaleRouting('/'), storage);
  phoneNumbers += 1;
  const mobile = `+3162${String(phoneNumbers).padStart(7, '0')}`;
  const { requestId } = await client.call(postSendCode, { mobile, channel: 'sms', purpose: 'login' });
  const outbox = await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(mobile)}`);
  const [message] = (await outbox.json()) as { body: string }[];
  const code = /code is (\d+)/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return client.call(postPhoneLogin, { mobile, requestId, code });
}

/** A new user signed up by phone (phoneSignUp), the session left in the cookies, as a returning user's browser has it. */
export async function signedUpStorage(gateway: TestGateway): Promise<StorageAdapter> {
  const storage = memoryStorage();
  const login = await phoneSignUp(gateway, storage);
  storeSessionCookies(storage, { userId: login.userId, loginToken: login.loginToken });
  return storage;
}
