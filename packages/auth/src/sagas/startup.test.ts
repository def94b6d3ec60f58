// Startup against a real gateway: an auto-login link, the session in the cookies, or neither (spec §2, §4).
import { AUTO_LOGIN_QUERY, BUSINESS_CODES, postAutoLogin, postLoginToken } from '@aura/contracts';
import {
  createRealtimeChannel,
  memoryStorage,
  readSessionCookies,
  realtimeConnected,
  realtimeDisconnected,
  storeSessionCookies,
} from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import {
  appClient,
  eventually,
  issueAutoLoginToken,
  sessionsPerFile,
  signedInStorage,
} from '../../test/gateway.ts';
import { autoLoginFailed, autoLoginStarted, signedIn, visitorConfirmed } from '../session/slice.ts';
import { selectAuthNotice, selectAuthStatus, selectUser } from '../selectors.ts';

/** A port nothing listens on: connections are refused, as when the gateway is down. */
const UNREACHABLE = 'http://127.0.0.1:1';

const bed = sessionsPerFile();

/** Every request the client sends, as `METHOD /path`. */
function recordRequests(client: ReturnType<typeof appClient>): string[] {
  const requests: string[] = [];
  client.http.interceptors.request.use((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url?.split('?')[0]}`);
    return config;
  });
  return requests;
}

const call = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('startup', () => {
  it('signs in with an auto-login link, stores the session, tidies the address and signs the socket in', async () => {
    const user = await bed.gateway.services.users.create({ nickname: 'Linked' });
    const token = await issueAutoLoginToken(bed.gateway, user.id);
    const storage = memoryStorage();
    const client = appClient(bed.gateway, storage);
    const href = `${bed.gateway.url}/wall?${AUTO_LOGIN_QUERY}=${token}&utm_source=app#top`;
    const { store, actions, location } = bed.store({ client, href });

    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('loggedIn'));
    const types = actions.map((action) => action.type);
    expect(types.indexOf(autoLoginStarted.type)).toBeLessThan(types.indexOf(signedIn.type));
    expect(selectUser(store.getState())?.userId).toBe(String(user.id));
    const result = actions.find(signedIn.match)!.payload;
    expect(readSessionCookies(storage)).toEqual({ userId: String(user.id), loginToken: result.loginToken });
    expect(location.href()).toBe(`${bed.gateway.url}/wall?utm_source=app#top`);
    await eventually(() =>
      expect(actions.filter(realtimeConnected.match).at(-1)?.payload.userId).toBe(String(user.id)),
    );
  });

  it('goes on as a visitor with a notice when the link was already used, and removes it from the address', async () => {
    const user = await bed.gateway.services.users.create({ nickname: 'Twice' });
    const token = await issueAutoLoginToken(bed.gateway, user.id);
    const first = bed.store({
      client: appClient(bed.gateway),
      href: `${bed.gateway.url}/?${AUTO_LOGIN_QUERY}=${token}`,
    });
    await eventually(() => expect(first.actions.some(signedIn.match)).toBe(true));

    const storage = memoryStorage();
    const { store, actions, location } = bed.store({
      client: appClient(bed.gateway, storage),
      href: `${bed.gateway.url}/?${AUTO_LOGIN_QUERY}=${token}`,
    });
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.find(autoLoginFailed.match)?.payload).toEqual({ code: BUSINESS_CODES.autoLoginInvalid });
    expect(actions.some(visitorConfirmed.match)).toBe(true);
    expect(selectAuthNotice(store.getState())).toEqual({
      kind: 'autoLoginFailed',
      code: BUSINESS_CODES.autoLoginInvalid,
    });
    expect(readSessionCookies(storage)).toBeUndefined();
    expect(location.href()).toBe(`${bed.gateway.url}/`);
  });

  it('keeps the session of the cookies when a link fails, and then needs no notice', async () => {
    const { storage, session } = await signedInStorage(bed.gateway, 'Kept');
    const client = appClient(bed.gateway, storage);
    const requests = recordRequests(client);
    const { store, actions } = bed.store({
      client,
      href: `${bed.gateway.url}/?${AUTO_LOGIN_QUERY}=${'x'.repeat(43)}`,
    });
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('loggedIn'));
    expect(selectUser(store.getState())?.userId).toBe(session.userId);
    expect(requests.indexOf(call(postAutoLogin))).toBeLessThan(requests.indexOf(call(postLoginToken)));
    expect(actions.some(autoLoginFailed.match)).toBe(true);
    // "Log in again" would be wrong now: the sign-in closed the notice.
    expect(selectAuthNotice(store.getState())).toBeUndefined();
  });

  it('confirms the session in the cookies with login by token and signs the socket in', async () => {
    const { storage, session } = await signedInStorage(bed.gateway, 'Returning');
    const { store, actions } = bed.store({ client: appClient(bed.gateway, storage) });
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('loggedIn'));
    expect(selectUser(store.getState())).toMatchObject({ userId: session.userId, userName: 'Returning' });
    expect(readSessionCookies(storage)).toEqual(session);
    await eventually(() =>
      expect(actions.filter(realtimeConnected.match).at(-1)?.payload.userId).toBe(session.userId),
    );
  });

  // Regression: the tab dialled as a visitor at boot, then the sign-in closed that socket half-open ("WebSocket is
  // closed before the connection is established") and dialled again.
  it.each([
    ['a returning user', true],
    ['a visitor', false],
  ])('opens one socket at start-up for %s', async (_who, returning) => {
    const storage = returning ? (await signedInStorage(bed.gateway, 'Once')).storage : memoryStorage();
    const client = appClient(bed.gateway, storage);
    const dialled: string[] = [];
    class CountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        dialled.push(url);
      }
    }
    const realtime = createRealtimeChannel(client, { WebSocket: CountingWebSocket });
    // As in Chromium, where the socket opens before login by token answers: a socket dialled before startup knew
    // the session is open by the time the sign-in would redial.
    client.http.interceptors.request.use(async (config) => {
      if (config.url?.startsWith(postLoginToken.path) && realtime.status === 'connecting')
        await new Promise((resolve) => realtime.on('open', resolve));
      return config;
    });
    const { actions } = bed.store({ client, realtime });
    const settled = returning ? signedIn : visitorConfirmed;
    await eventually(() => {
      const types = actions.map((action) => action.type);
      expect(types.lastIndexOf(realtimeConnected.type)).toBeGreaterThan(types.indexOf(settled.type));
      expect(types.indexOf(settled.type)).toBeGreaterThanOrEqual(0);
    });
    expect(actions.find(realtimeConnected.match)?.payload.userId).toBe(
      returning ? readSessionCookies(storage)?.userId : undefined,
    );
    expect(dialled).toHaveLength(1);
    expect(actions.filter(realtimeDisconnected.match)).toEqual([]);
  });

  it('confirms a visitor without asking the gateway about a session', async () => {
    const client = appClient(bed.gateway);
    const requests = recordRequests(client);
    const { store, actions } = bed.store({ client });
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.some(visitorConfirmed.match)).toBe(true);
    expect(requests).not.toContain(call(postLoginToken));
    expect(requests).not.toContain(call(postAutoLogin));
  });

  it('goes on as a visitor, keeping the cookies, when the gateway does not answer', async () => {
    const storage = memoryStorage();
    const session = { userId: '42', loginToken: 'kept-for-next-time' };
    storeSessionCookies(storage, session);
    const client = appClient(bed.gateway, storage);
    client.http.interceptors.request.use((config) => {
      if (config.url?.startsWith(postLoginToken.path)) config.baseURL = UNREACHABLE;
      return config;
    });
    const { store } = bed.store({ client, realtime: null });
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(readSessionCookies(storage)).toEqual(session);
  });
});
