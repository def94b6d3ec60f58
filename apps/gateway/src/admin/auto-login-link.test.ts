// `sessions auto-login-link` on the test database, then a gateway on the same database redeeming the link.
import {
  AUTH_LIMITS,
  AUTO_LOGIN_QUERY,
  BUSINESS_CODES,
  postAutoLogin,
  type LoginResult,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndependentClient } from '../../test/independent-client.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit({ PUBLIC_URL: 'https://aura.example' });
});

afterAll(() => kit.close());

describe('admin: sessions auto-login-link', () => {
  it('refuses a bad user id and a return path off the site (exit 2), and an unknown user (exit 1)', async () => {
    expect(await admin('sessions', 'auto-login-link', '--user', 'abc')).toMatchObject({ code: 2 });
    expect(
      await admin('sessions', 'auto-login-link', '--user', '1', '--return-to', 'https://evil.example/'),
    ).toMatchObject({ code: 2, err: expect.stringContaining('--return-to') });
    expect(await admin('sessions', 'auto-login-link', '--user', '999999999')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No user'),
    });
  }, 60_000);

  it('prints a link on the public URL that the web app redeems once with postAutoLogin', async () => {
    const created = JSON.parse((await admin('users', 'create', '--nickname', 'Ayla')).out) as {
      userId: string;
    };
    const link = await admin('sessions', 'auto-login-link', '--user', created.userId, '--return-to', '/wall');
    expect(link.code).toBe(0);
    const printed = JSON.parse(link.out) as { userId: string; url: string; expiresInSeconds: number };
    expect(printed.url).toMatch(new RegExp(`^https://aura\\.example/wall\\?${AUTO_LOGIN_QUERY}=[\\w-]{43}$`));
    expect(printed).toMatchObject({
      userId: created.userId,
      expiresInSeconds: AUTH_LIMITS.autoLoginTtlSeconds,
    });
    const token = new URL(printed.url).searchParams.get(AUTO_LOGIN_QUERY)!;

    await kit.withGateway(async (_gateway, url) => {
      const client = new IndependentClient(url, { deviceId: 'admin-link-device' });
      await client.handshake();
      const answer = await client.post(postAutoLogin.path, { token }, { signed: false });
      expect(answer.body.code).toBe(200);
      expect((answer.body.data as LoginResult).userId).toBe(created.userId);
      const again = await client.post(postAutoLogin.path, { token }, { signed: false });
      expect(again.body.code).toBe(BUSINESS_CODES.autoLoginInvalid);
    });
  }, 60_000);
});
