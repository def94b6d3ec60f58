// The operator's side of bans and keys: `bans create|lift|list` and `keys rotate|list` on the test database (in-memory
// PGlite, or PostgreSQL on the suite's PostgreSQL run), then a gateway on the same database and keys answering the banned user's signed calls with the ban codes.
import { ACCOUNT_BLOCK_HOURS, RESULT_CODES, getUserInfo } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndependentClient, type Identity } from '../../test/independent-client.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);
const withGateway: AdminKit['withGateway'] = (use) => kit.withGateway(use);

async function signedIn(nickname: string, deviceId: string): Promise<Identity> {
  const user = await admin('users', 'create', '--nickname', nickname);
  const { userId } = user.json() as { userId: string };
  const session = await admin('sessions', 'create', '--user', userId, '--device', deviceId);
  return { userId, deviceId, loginToken: (session.json() as { loginToken: string }).loginToken };
}

async function userInfo(url: string, identity: Identity) {
  const client = new IndependentClient(url, identity);
  await client.handshake();
  return client.get(getUserInfo.path);
}

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

describe('bans commands', () => {
  it('are listed, and refuse a ban of nobody, bad values and unknown users', async () => {
    const help = await admin('--help');
    for (const name of ['bans create', 'bans lift', 'bans list', 'keys rotate', 'keys list'])
      expect(help.out).toContain(name);
    expect(await admin('bans', 'create')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--user, --device'),
    });
    expect(await admin('bans', 'lift')).toMatchObject({ code: 2 });
    expect(await admin('bans', 'create', '--user', 'abc')).toMatchObject({ code: 2 });
    expect(await admin('bans', 'create', '--device', 'short')).toMatchObject({ code: 2 });
    expect(await admin('bans', 'create', '--user', '1', '--hours', '0')).toMatchObject({ code: 2 });
    expect(await admin('bans', 'create', '--user', '1', '--hours', '1.5')).toMatchObject({ code: 2 });
    expect(await admin('bans', 'create', '--user', '999999999')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No user'),
    });
  });

  it('ban an account and a device at once, end the session, answer accountAndDeviceBanned with the message, and lift', async () => {
    const identity = await signedIn('Spammer', 'spam-device-1');
    const bystander = await signedIn('Bystander', 'other-device-1');
    const message = 'Banned for spam.';
    const created = await admin(
      'bans',
      'create',
      '--user',
      identity.userId,
      '--device',
      identity.deviceId,
      '--hours',
      String(ACCOUNT_BLOCK_HOURS),
      '--message',
      message,
      '--reason',
      'report 42',
    );
    expect(created.code).toBe(0);
    const ban = created.json() as { banId: string; until: string; sessionsEnded: number };
    expect(ban).toMatchObject({
      userId: identity.userId,
      deviceId: identity.deviceId,
      message,
      reason: 'report 42',
      createdBy: 'admin-cli',
      sessionsEnded: 1,
    });
    expect(Date.parse(ban.until) - Date.now()).toBeGreaterThan((ACCOUNT_BLOCK_HOURS - 1) * 3_600_000);

    expect((await admin('bans', 'list')).json()).toEqual([expect.objectContaining({ banId: ban.banId })]);
    expect((await admin('bans', 'list', '--user', identity.userId)).json()).toHaveLength(1);
    expect((await admin('bans', 'list', '--device', 'other-device-1')).json()).toEqual([]);

    await withGateway(async (gateway, url) => {
      const banned = await userInfo(url, identity);
      expect(banned.body).toMatchObject({ code: RESULT_CODES.accountAndDeviceBanned, message });
      expect((await userInfo(url, bystander)).body.code).toBe(200);
    });

    expect(
      (await admin('bans', 'lift', '--user', identity.userId, '--device', identity.deviceId)).json(),
    ).toEqual({
      lifted: 1,
    });
    expect((await admin('bans', 'list')).json()).toEqual([]);
    await withGateway(async (gateway, url) => {
      // The banned session stays ended: log in again, which now works.
      expect((await userInfo(url, identity)).httpStatus).toBe(401);
      const { loginToken } = await gateway.services.sessions.create(
        Number(identity.userId),
        identity.deviceId,
      );
      expect((await userInfo(url, { ...identity, loginToken })).body.code).toBe(200);
    });
  });

  it('ban an account alone (accountBanned) or a device alone (deviceBanned), for good when no hours are given', async () => {
    const account = await signedIn('Account', 'account-device-1');
    const device = await signedIn('Device', 'device-device-1');
    const forGood = await admin('bans', 'create', '--user', account.userId);
    expect(forGood.json()).not.toHaveProperty('until');
    expect((await admin('bans', 'create', '--device', device.deviceId)).code).toBe(0);
    await withGateway(async (gateway, url) => {
      expect((await userInfo(url, account)).body.code).toBe(RESULT_CODES.accountBanned);
      expect((await userInfo(url, device)).body.code).toBe(RESULT_CODES.deviceBanned);
    });
    expect((await admin('bans', 'lift', '--device', device.deviceId)).json()).toEqual({ lifted: 1 });
    expect((await admin('bans', 'list')).json()).toEqual([
      expect.objectContaining({ userId: account.userId }),
    ]);
  });
});

describe('keys commands', () => {
  it('list the keys and rotate to a new one that a (re)started gateway publishes', async () => {
    const before = (await admin('keys', 'list')).json() as { kid: string; current: boolean }[];
    expect(before.filter((key) => key.current)).toHaveLength(1);
    const rotated = await admin('keys', 'rotate');
    expect(rotated.code).toBe(0);
    const { kid } = rotated.json() as { kid: string };
    const after = (await admin('keys', 'list')).json() as { kid: string; current: boolean }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((key) => key.current)?.kid).toBe(kid);

    await withGateway(async (gateway, url) => {
      const client = new IndependentClient(url, { deviceId: 'keys-device-1' });
      await client.handshake();
      expect(client.kid).toBe(kid);
    });
  });
});
