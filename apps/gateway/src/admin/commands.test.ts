// The admin commands on the test database, then a gateway on the same database accepting the session; and once,
// the CLI's own path: a PGlite data directory that the command opens, migrates, writes and closes, and that the next
// command opens again and finds written.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getServerTime } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndependentClient } from '../../test/independent-client.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';
import { runAdmin } from './commands.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

describe('admin commands', () => {
  it('lists the commands on --help, and each command its options', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('users create');
    expect(help.out).toContain('sessions create');
    const users = await admin('users', 'create', '--help');
    expect(users.code).toBe(0);
    expect(users.out).toContain('--nickname <value>');
  });

  it('rejects unknown commands, unknown options and missing ones with exit code 2', async () => {
    expect(await admin()).toMatchObject({ code: 2, err: expect.stringContaining('Commands:') });
    expect(await admin('users', 'delete')).toMatchObject({
      code: 2,
      err: expect.stringContaining('users delete'),
    });
    expect(await admin('users', 'create', '--nickname', 'A', '--colour', 'red')).toMatchObject({ code: 2 });
    expect(await admin('users', 'create')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--nickname is required'),
    });
    expect(await admin('users', 'create', '--nickname', 'A', '--role', 'admin')).toMatchObject({ code: 2 });
    expect(await admin('sessions', 'create', '--user', 'x', '--device', 'device-12')).toMatchObject({
      code: 2,
    });
    expect(await admin('sessions', 'create', '--user', '1', '--device', 'short')).toMatchObject({
      code: 2,
      err: expect.stringContaining('deviceId must be'),
    });
  });

  it('creates a user and a session whose token signs requests the gateway accepts', async () => {
    const user = await admin(
      'users',
      'create',
      '--nickname',
      'Bench',
      '--role',
      'goddess',
      '--country',
      'NL',
    );
    expect(user.code).toBe(0);
    const created = JSON.parse(user.out) as { userId: string; role: string; countryCode: string };
    expect(created).toMatchObject({
      role: 'goddess',
      countryCode: 'NL',
      userId: expect.stringMatching(/^\d+$/),
    });

    const missing = await admin('sessions', 'create', '--user', '999999999', '--device', 'bench-device-1');
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('No user') });

    const session = await admin('sessions', 'create', '--user', created.userId, '--device', 'bench-device-1');
    expect(session.code).toBe(0);
    const { loginToken, deviceId } = JSON.parse(session.out) as { loginToken: string; deviceId: string };
    expect(deviceId).toBe('bench-device-1');

    await kit.withGateway(async (_gateway, url) => {
      const client = new IndependentClient(url, { userId: created.userId, deviceId, loginToken });
      const answer = await client.get(getServerTime.path, {}, { encrypt: false });
      expect(answer.body).toMatchObject({ code: 200, data: { userId: created.userId } });
    });
  });
});

describe('sessions end', () => {
  it('signs a user out on every device, or on one', async () => {
    const user = JSON.parse((await admin('users', 'create', '--nickname', 'Leaver')).out) as {
      userId: string;
    };
    for (const device of ['device-end-1', 'device-end-2', 'device-end-3']) {
      expect((await admin('sessions', 'create', '--user', user.userId, '--device', device)).code).toBe(0);
    }
    const one = await admin('sessions', 'end', '--user', user.userId, '--device', 'device-end-1');
    expect(JSON.parse(one.out)).toEqual({ userId: user.userId, sessionsEnded: 1 });
    const rest = await admin('sessions', 'end', '--user', user.userId);
    expect(JSON.parse(rest.out)).toEqual({ userId: user.userId, sessionsEnded: 2 });
    expect(JSON.parse((await admin('sessions', 'end', '--user', user.userId)).out)).toMatchObject({
      sessionsEnded: 0,
    });
  });
});

describe('on a data directory, as the CLI runs', () => {
  it('opens and migrates a new directory, writes, and the next command opens it again and sees the write', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'aura-admin-cli-')), 'data');
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const cli = async (...argv: string[]) => {
      let out = '';
      let err = '';
      const code = await runAdmin(argv, { env, out: (text) => (out += text), err: (text) => (err += text) });
      return { code, out, err };
    };
    try {
      const user = await cli('users', 'create', '--nickname', 'Disk');
      expect(user.code, user.err).toBe(0);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      const { userId } = JSON.parse(user.out) as { userId: string };
      // A second open of the directory finds the user. (Each open of an on-disk PGlite costs seconds; an unknown
      // user's refusal is tested above, in memory.)
      const session = await cli('sessions', 'create', '--user', userId, '--device', 'disk-device-1');
      expect(session.code, session.err).toBe(0);
      expect(JSON.parse(session.out)).toMatchObject({ userId, deviceId: 'disk-device-1' });
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });
});
