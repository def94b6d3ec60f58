// The session calls over real HTTP with the independent client: postAutoLogin (one-time tokens, their expiry on
// the gateway's clock), postLoginToken (sign in again with the session one holds), putLogout (and 401 after).
import { createHash } from 'node:crypto';
import {
  AUTH_LIMITS,
  BUSINESS_CODES,
  COUNTRIES,
  PROTOCOL_ERRORS,
  getUserInfo,
  postAutoLogin,
  postLoginToken,
  putLogout,
  type LoginResult,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLoginTokens, users } from '../src/db/schema.ts';
import { TestClock } from '../src/clock.ts';
import { AutoLoginTokens } from '../src/modules/accounts/auto-login.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, type Answer } from './independent-client.ts';

const clock = new TestClock({ frozen: true });
let gateway: TestGateway;
let tokens: AutoLoginTokens;

beforeAll(async () => {
  gateway = await startTestGateway({}, { clock });
  await gateway.listen();
  tokens = new AutoLoginTokens(gateway.services.database.db, clock.now);
});

afterAll(() => gateway.close());

async function visitor(deviceId: string): Promise<IndependentClient> {
  const client = new IndependentClient(gateway.url, { deviceId });
  await client.handshake();
  return client;
}

async function autoLogin(token: string, deviceId: string, extras: object = {}): Promise<Answer> {
  return (await visitor(deviceId)).post(postAutoLogin.path, { token, ...extras }, { signed: false });
}

async function signedIn(result: LoginResult, deviceId: string): Promise<IndependentClient> {
  const client = new IndependentClient(gateway.url, {
    userId: result.userId,
    deviceId,
    loginToken: result.loginToken,
  });
  await client.handshake();
  return client;
}

describe('postAutoLogin', () => {
  it('exchanges a one-time token for a session, once', async () => {
    const user = await gateway.services.users.create({ nickname: 'Ayla' });
    const { token } = await tokens.issue(user.id, 'handoff');
    const answer = await autoLogin(token, 'auto-device-1', { countryId: COUNTRIES.TR, pushToken: 'push-1' });
    expect(answer.sealedWith).toBeDefined();
    expect(answer.body).toMatchObject({
      code: 200,
      data: {
        userId: String(user.id),
        isNewUser: false,
        pushToken: 'push-1',
        countryId: COUNTRIES.TR,
        loginToken: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
    const again = await autoLogin(token, 'auto-device-1');
    expect(again.body.code).toBe(BUSINESS_CODES.autoLoginInvalid);
  });

  it('stores only the digest of a token', async () => {
    const user = await gateway.services.users.create({ nickname: 'Bora' });
    const { token } = await tokens.issue(user.id, 'handoff');
    const rows = await gateway.services.database.db
      .select()
      .from(autoLoginTokens)
      .where(eq(autoLoginTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it(`expires ${AUTH_LIMITS.autoLoginTtlSeconds} s after it was made, by the gateway's clock`, async () => {
    const user = await gateway.services.users.create({ nickname: 'Cem' });
    const early = await tokens.issue(user.id, 'handoff');
    const late = await tokens.issue(user.id, 'handoff');
    await clock.advance((AUTH_LIMITS.autoLoginTtlSeconds - 1) * 1000);
    expect((await autoLogin(early.token, 'auto-device-2')).body.code).toBe(200);
    await clock.advance(2000);
    expect((await autoLogin(late.token, 'auto-device-2')).body.code).toBe(BUSINESS_CODES.autoLoginInvalid);
  });

  it('refuses unknown tokens and plaintext requests', async () => {
    expect((await autoLogin('x'.repeat(43), 'auto-device-3')).body.code).toBe(
      BUSINESS_CODES.autoLoginInvalid,
    );
    const plain = await (
      await visitor('auto-device-3')
    ).post(postAutoLogin.path, { token: 'x'.repeat(43) }, { signed: false, encrypt: false });
    expect(plain.body.code).toBe(PROTOCOL_ERRORS.encryptionRequired);
  });
});

describe('postLoginToken and putLogout', () => {
  it('signs in again with the session the client holds, recording country and push token', async () => {
    const user = await gateway.services.users.create({ nickname: 'Deniz' });
    const login = (await autoLogin((await tokens.issue(user.id, 'handoff')).token, 'token-device-1')).body
      .data as LoginResult;
    const client = await signedIn(login, 'token-device-1');
    const answer = await client.post(postLoginToken.path, { countryId: COUNTRIES.NL, pushToken: 'push-2' });
    expect(answer.body).toMatchObject({
      code: 200,
      data: {
        userId: login.userId,
        loginToken: login.loginToken,
        isNewUser: false,
        pushToken: 'push-2',
        countryId: COUNTRIES.NL,
        profile: { nickname: 'Deniz' },
      },
    });
    // A known country is not overwritten by what a client says later.
    await client.post(postLoginToken.path, { countryId: COUNTRIES.TR });
    const [row] = await gateway.services.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.countryCode).toBe('NL');
  });

  it('answers 401 to postLoginToken without a session', async () => {
    const answer = await (await visitor('token-device-2')).post(postLoginToken.path, {}, { signed: false });
    expect(answer.httpStatus).toBe(401);
  });

  it('logs out this session; its token then opens nothing (401)', async () => {
    const user = await gateway.services.users.create({ nickname: 'Ece' });
    const login = (await autoLogin((await tokens.issue(user.id, 'handoff')).token, 'logout-device-1')).body
      .data as LoginResult;
    const client = await signedIn(login, 'logout-device-1');
    expect((await client.get(getUserInfo.path)).body.code).toBe(200);

    const answer = await client.put(putLogout.path);
    expect(answer.body).toMatchObject({ code: 200, data: { loggedOut: true } });
    expect((await client.get(getUserInfo.path)).httpStatus).toBe(401);
    expect((await client.post(postLoginToken.path, {})).httpStatus).toBe(401);
    expect((await client.put(putLogout.path)).httpStatus).toBe(401);
  });
});
