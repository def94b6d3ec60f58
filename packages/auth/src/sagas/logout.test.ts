// Logout against a real gateway: the session ends there and here, whatever the gateway answers.
import { APP_ROUTES, putLogout } from '@aura/contracts';
import { readSessionCookies, realtimeConnected, sessionExpired } from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { eventually, sessionsPerFile } from '../../test/gateway.ts';
import { logoutRequested, signedOut } from '../session/slice.ts';
import { selectAuthStatus, selectSessionDialog } from '../selectors.ts';

/** A port nothing listens on: connections are refused, as when the gateway is down. */
const UNREACHABLE = 'http://127.0.0.1:1';

const bed = sessionsPerFile();

function countLogouts(client: Awaited<ReturnType<typeof bed.signedIn>>['client']) {
  const sent: string[] = [];
  client.http.interceptors.request.use((config) => {
    if (config.url?.startsWith(putLogout.path)) sent.push(config.url);
    return config;
  });
  return sent;
}

describe('logout', () => {
  it('ends the session on the gateway and here, clears the cookies, goes to the root, and signs the socket out', async () => {
    const { store, actions, storage, navigations, userId, deviceId, session } = await bed.signedIn('Leaving');
    await eventually(() =>
      expect(actions.filter(realtimeConnected.match).at(-1)?.payload.userId).toBe(session.userId),
    );
    store.dispatch(logoutRequested());

    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'logout' }]);
    expect(readSessionCookies(storage)).toBeUndefined();
    expect(navigations).toEqual([APP_ROUTES.root]);
    expect((await bed.gateway.services.sessions.lookup(userId, deviceId)).status).toBe('none');
    await eventually(() =>
      expect(actions.filter(realtimeConnected.match).at(-1)?.payload.userId).toBeUndefined(),
    );
  });

  it('sends one logout however often it is asked for', async () => {
    const { store, client } = await bed.signedIn('Impatient', { realtime: null });
    const sent = countLogouts(client);
    store.dispatch(logoutRequested());
    store.dispatch(logoutRequested());
    store.dispatch(logoutRequested());
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(sent).toHaveLength(1);
  });

  it('logs out here when the gateway does not answer', async () => {
    const { store, client, storage, navigations } = await bed.signedIn('Offline', { realtime: null });
    client.http.interceptors.request.use((config) => {
      if (config.url?.startsWith(putLogout.path)) config.baseURL = UNREACHABLE;
      return config;
    });
    store.dispatch(logoutRequested());
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(readSessionCookies(storage)).toBeUndefined();
    expect(navigations).toEqual([APP_ROUTES.root]);
  });

  it('shows no "Login has expired" when the session was already gone', async () => {
    const { store, actions, userId, deviceId } = await bed.signedIn('Gone', { realtime: null });
    const lookup = await bed.gateway.services.sessions.lookup(userId, deviceId);
    if (lookup.status === 'active') await bed.gateway.services.sessions.revoke(lookup.session.id, 'expired');
    store.dispatch(logoutRequested());
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.some(sessionExpired.match)).toBe(true);
    expect(selectSessionDialog(store.getState())).toBeUndefined();
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'logout' }]);
  });
});
