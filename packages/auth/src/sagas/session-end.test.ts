// Sessions the gateway ends (spec §8): replaced on another device (re-login) and unknown or ended (HTTP 401).
import { APP_ROUTES, RESULT_CODES } from '@aura/contracts';
import {
  memoryStorage,
  readSessionCookies,
  sessionExpired,
  sessionReloginRequired,
  storeSessionCookies,
} from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { appClient, eventually, sessionsPerFile } from '../../test/gateway.ts';
import { sessionDialogDismissed, signedIn, signedOut } from '../session/slice.ts';
import { selectAuthStatus, selectSessionDialog } from '../selectors.ts';
import { authApi } from '../api.ts';

const bed = sessionsPerFile();

async function endSession(userId: number, deviceId: string, reason: 'replaced' | 'logout') {
  const lookup = await bed.gateway.services.sessions.lookup(userId, deviceId);
  if (lookup.status !== 'active') throw new Error('expected an active session');
  await bed.gateway.services.sessions.revoke(lookup.session.id, reason);
}

describe('a session the gateway ended', () => {
  it('on another device: logs out, says so, and goes to the root once dismissed', async () => {
    const { store, actions, storage, navigations, client, userId, deviceId } =
      await bed.signedIn('Elsewhere');
    await endSession(userId, deviceId, 'replaced');
    await expect(authApi.getUserInfo(client)).rejects.toMatchObject({
      code: RESULT_CODES.activeOnAnotherDevice,
    });

    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.find(sessionReloginRequired.match)?.payload.code).toBe(RESULT_CODES.activeOnAnotherDevice);
    expect(selectSessionDialog(store.getState())).toMatchObject({
      kind: 'relogin',
      code: RESULT_CODES.activeOnAnotherDevice,
    });
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'relogin' }]);
    expect(readSessionCookies(storage)).toBeUndefined();
    expect(navigations).toEqual([]);

    store.dispatch(sessionDialogDismissed());
    expect(selectSessionDialog(store.getState())).toBeUndefined();
    expect(navigations).toEqual([APP_ROUTES.root]);
  });

  it('ended on the server: "Login has expired", logs out, and goes to the root once dismissed', async () => {
    const { store, actions, storage, navigations, client, userId, deviceId } = await bed.signedIn('Ended');
    await endSession(userId, deviceId, 'logout');
    await expect(authApi.getUserInfo(client)).rejects.toMatchObject({ httpStatus: 401 });

    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.some(sessionExpired.match)).toBe(true);
    expect(selectSessionDialog(store.getState())?.kind).toBe('expired');
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'expired' }]);
    expect(readSessionCookies(storage)).toBeUndefined();
    store.dispatch(sessionDialogDismissed());
    expect(navigations).toEqual([APP_ROUTES.root]);
  });

  it('unknown at startup: the cookies’ session is refused, so the same dialog, and never signed in', async () => {
    const user = await bed.gateway.services.users.create({ nickname: 'Stale' });
    const storage = memoryStorage();
    storeSessionCookies(storage, { userId: String(user.id), loginToken: 'a-token-the-gateway-never-made' });
    const { store, actions } = bed.store({ client: appClient(bed.gateway, storage), realtime: null });

    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(selectSessionDialog(store.getState())?.kind).toBe('expired');
    expect(actions.some(signedIn.match)).toBe(false);
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'expired' }]);
    expect(readSessionCookies(storage)).toBeUndefined();
  });

  it('opens one dialog however many calls meet the error', async () => {
    const { store, actions, client, userId, deviceId } = await bed.signedIn('Busy');
    await endSession(userId, deviceId, 'replaced');
    await Promise.allSettled([authApi.getUserInfo(client), authApi.getUserInfo(client)]);
    await eventually(() => expect(selectAuthStatus(store.getState())).toBe('visitor'));
    expect(actions.filter(signedOut.match)).toHaveLength(1);
    expect(selectSessionDialog(store.getState())?.kind).toBe('relogin');
  });
});
