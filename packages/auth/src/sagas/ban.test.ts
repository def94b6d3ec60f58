// Bans against a real gateway (spec §4 "Banned account", §6, §8): account, device, both, and a 48-hour block.
import { ACCOUNT_BLOCK_HOURS, APP_ROUTES, RESULT_CODES } from '@aura/contracts';
import { readSessionCookies, realtimeConnected, sessionBanned } from '@aura/gateway-client';
import { describe, expect, it } from 'vitest';
import { eventually, sessionsPerFile } from '../../test/gateway.ts';
import { banNoticeDismissed, signedOut } from '../session/slice.ts';
import { selectAuthStatus, selectBanNotice } from '../selectors.ts';
import { authApi } from '../api.ts';

const bed = sessionsPerFile();

/** A call the user makes after the ban: the gateway answers with the ban's code. */
async function callAfterBan(started: Awaited<ReturnType<typeof bed.signedIn>>) {
  await expect(authApi.getUserInfo(started.client)).rejects.toMatchObject({ reason: 'server' });
  await eventually(() => expect(selectAuthStatus(started.store.getState())).toBe('visitor'));
}

describe('a ban', () => {
  it('of the account ends the session, clears the cookies and keeps the notice until dismissed', async () => {
    const started = await bed.signedIn('Banned');
    await bed.gateway.services.auth.bans.ban({ userId: started.userId, createdBy: 'test' });
    await callAfterBan(started);

    const { store, actions, storage, navigations } = started;
    expect(actions.find(sessionBanned.match)?.payload.code).toBe(RESULT_CODES.accountBanned);
    expect(actions.filter(signedOut.match).map((action) => action.payload)).toEqual([{ reason: 'banned' }]);
    expect(readSessionCookies(storage)).toBeUndefined();
    expect(selectBanNotice(store.getState())).toMatchObject({ code: RESULT_CODES.accountBanned });
    // The socket starts again as a visitor's.
    await eventually(() =>
      expect(actions.filter(realtimeConnected.match).at(-1)?.payload.userId).toBeUndefined(),
    );
    expect(selectBanNotice(store.getState())).toBeDefined();
    store.dispatch(banNoticeDismissed());
    expect(selectBanNotice(store.getState())).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('of the device is told apart from one of the account', async () => {
    const started = await bed.signedIn('Device');
    await bed.gateway.services.auth.bans.ban({ deviceId: started.deviceId, createdBy: 'test' });
    await callAfterBan(started);
    expect(selectBanNotice(started.store.getState())?.code).toBe(RESULT_CODES.deviceBanned);
    expect(readSessionCookies(started.storage)).toBeUndefined();
  });

  it('of account and device carries the server’s message and goes to the root once dismissed', async () => {
    const started = await bed.signedIn('Both');
    const message = 'Your account and this device are banned for fraud.';
    await bed.gateway.services.auth.bans.ban({
      userId: started.userId,
      deviceId: started.deviceId,
      message,
      createdBy: 'test',
    });
    await callAfterBan(started);
    const { store, navigations } = started;
    expect(selectBanNotice(store.getState())).toEqual({ code: RESULT_CODES.accountAndDeviceBanned, message });
    expect(navigations).toEqual([]);
    store.dispatch(banNoticeDismissed());
    expect(navigations).toEqual([APP_ROUTES.root]);
  });

  it('for some hours carries the end of the block', async () => {
    const started = await bed.signedIn('Blocked');
    const before = Date.now();
    await bed.gateway.services.auth.bans.ban({
      userId: started.userId,
      hours: ACCOUNT_BLOCK_HOURS,
      createdBy: 'test',
    });
    await callAfterBan(started);
    const until = Date.parse(selectBanNotice(started.store.getState())?.until ?? '');
    const hours = (until - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(ACCOUNT_BLOCK_HOURS - 0.01);
    expect(hours).toBeLessThan(ACCOUNT_BLOCK_HOURS + 0.01);
  });

  it('is handled once when several calls meet it', async () => {
    const started = await bed.signedIn('Many');
    await bed.gateway.services.auth.bans.ban({ userId: started.userId, createdBy: 'test' });
    await Promise.allSettled([
      authApi.getUserInfo(started.client),
      authApi.getUserInfo(started.client),
      authApi.getUserInfo(started.client),
    ]);
    await eventually(() => expect(selectAuthStatus(started.store.getState())).toBe('visitor'));
    expect(started.actions.filter(signedOut.match)).toHaveLength(1);
  });
});
