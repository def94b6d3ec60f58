// `sessions auto-login-link` on a PGlite data directory, then the gateway on the same directory redeeming the link.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_LIMITS,
  AUTO_LOGIN_QUERY,
  BUSINESS_CODES,
  postAutoLogin,
  type LoginResult,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndependentClient } from '../../test/independent-client.ts';
import { loadConfig } from '../config.ts';
import { buildGateway } from '../server.ts';
import { runAdmin } from './commands.ts';

let dataDir: string;
let env: NodeJS.ProcessEnv;

async function admin(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runAdmin(argv, { env, out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'aura-admin-link-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PUBLIC_URL: 'https://aura.example' };
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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

    const config = loadConfig({ ...env, WEB_DIST: join(dataDir, 'no-web-build') });
    const gateway = await buildGateway(config, { version: 'test' });
    try {
      const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      const client = new IndependentClient(url, { deviceId: 'admin-link-device' });
      await client.handshake();
      const answer = await client.post(postAutoLogin.path, { token }, { signed: false });
      expect(answer.body.code).toBe(200);
      expect((answer.body.data as LoginResult).userId).toBe(created.userId);
      const again = await client.post(postAutoLogin.path, { token }, { signed: false });
      expect(again.body.code).toBe(BUSINESS_CODES.autoLoginInvalid);
    } finally {
      await gateway.app.close();
    }
  }, 60_000);
});
