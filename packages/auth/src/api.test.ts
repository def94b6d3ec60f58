// The accounts' calls against a real gateway (in process, PGlite in memory): each answers, and fails, as its error
// policy of spec §7 ("Handling") says the screens expect.
import { BUSINESS_CODES, SESSION_EXPIRED_HTTP_STATUS } from '@aura/contracts';
import { GatewayCallError, memoryStorage } from '@aura/gateway-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClient, signedInStorage, startGateway, type TestGateway } from '../test/gateway.ts';
import { authApi } from './api.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** A visitor's client, and the requests it sends. */
function visitor() {
  const client = appClient(gateway);
  const requests: string[] = [];
  client.http.interceptors.request.use((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url?.split('?')[0]}`);
    return config;
  });
  return { client, requests };
}

async function signedIn(nickname: string) {
  const { storage } = await signedInStorage(gateway, nickname, memoryStorage());
  return appClient(gateway, storage);
}

describe('authApi', () => {
  it('getLoginMethods answers the sign-up switches and social providers', async () => {
    expect(await authApi.getLoginMethods(visitor().client)).toEqual({
      emailRegistration: expect.any(Boolean),
      phoneRegistration: expect.any(Boolean),
      social: expect.any(Array),
    });
  });

  it('the phone calls of the sign-in screens reject with the business code', async () => {
    const { client } = visitor();
    await expect(authApi.getCheckMobile(client, { mobile: '+31 6 0000' })).rejects.toMatchObject({
      code: BUSINESS_CODES.phoneInvalid,
    });
    await expect(
      authApi.postPhoneLogin(client, {
        mobile: '+31 6 12345678',
        requestId: '00000000-0000-4000-8000-000000000000',
        code: '000000',
      }),
    ).rejects.toBeInstanceOf(GatewayCallError);
  });

  it('the e-mail calls resolve their error, for the screen to place it', async () => {
    const { client } = visitor();
    expect(await authApi.getEmailExists(client, { email: 'nobody@example.com' })).toEqual({
      exists: false,
      verified: false,
      hasPassword: false,
    });
    const answer = await authApi.postEmailLogin(client, {
      email: 'nobody@example.com',
      password: 'whatever',
    });
    expect(answer).toBeInstanceOf(GatewayCallError);
    expect(answer).toMatchObject({ code: BUSINESS_CODES.accountNotFound });
  });

  it('session calls of a visitor: logout swallows, binding resolves the error, the rest reject, nothing is sent', async () => {
    const { client, requests } = visitor();
    expect(await authApi.putLogout(client)).toBeUndefined();
    expect(await authApi.postBindSendCode(client, { kind: 'email', value: 'me@example.com' })).toMatchObject({
      code: SESSION_EXPIRED_HTTP_STATUS,
      reason: 'noSession',
    });
    await expect(
      authApi.postComplementInfo(client, {
        nickname: 'Me',
        gender: 1,
        birthday: '1990-01-01',
        adultConfirmed: true,
      }),
    ).rejects.toMatchObject({ reason: 'noSession' });
    await expect(authApi.getUserInfo(client)).rejects.toMatchObject({ reason: 'noSession' });
    expect(requests).toEqual([]);
  });

  it('getUserInfo: one’s own without searchUserId, somebody else’s with it, and no such user rejects', async () => {
    const client = await signedIn('Typed');
    const own = await authApi.getUserInfo(client);
    expect(own.userName).toBe('Typed');
    const other = await authApi.getUserInfo(await signedIn('Other'));
    const seen = await authApi.getUserInfo(client, { searchUserId: other.searchUserId });
    expect(seen).toMatchObject({ userName: 'Other', pushToken: '' });
    expect(seen.goldNum).toBeUndefined();
    await expect(authApi.getUserInfo(client, { searchUserId: '1' })).rejects.toMatchObject({
      code: BUSINESS_CODES.userNotFound,
    });
  });

  it('a signed-in user’s logout ends the session on the gateway', async () => {
    const client = await signedIn('Leaving');
    await authApi.getUserInfo(client);
    expect(await authApi.putLogout(client)).toEqual({ loggedOut: true });
    await expect(authApi.getUserInfo(client)).rejects.toMatchObject({ httpStatus: 401 });
  });
});
