// `friends add` and `users video-friends-only` on a PGlite data directory: what calls read back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { FriendService } from '../modules/friends/service.ts';
import { databaseOptionsOf } from '../services.ts';
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
  dataDir = mkdtempSync(join(tmpdir(), 'aura-admin-friends-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('makes two users friends once, and sets who takes video from friends only', async () => {
  const ids: string[] = [];
  for (const nickname of ['Ada', 'Bo', 'Cem']) {
    const made = await admin('users', 'create', '--nickname', nickname);
    expect(made.code, made.err).toBe(0);
    ids.push((JSON.parse(made.out) as { userId: string }).userId);
  }
  const [ada, bo, cem] = ids as [string, string, string];
  const first = await admin('friends', 'add', '--user', bo, '--friend', ada);
  expect(first.code, first.err).toBe(0);
  expect(JSON.parse(first.out)).toEqual({ userId: bo, friendId: ada, added: true });
  // Either way round is the same pair: nothing new.
  expect(JSON.parse((await admin('friends', 'add', '--user', ada, '--friend', bo)).out)).toMatchObject({
    added: false,
  });
  expect((await admin('friends', 'add', '--user', ada, '--friend', ada)).code).toBe(2);
  expect((await admin('friends', 'add', '--user', ada, '--friend', 'x')).code).toBe(2);
  expect((await admin('friends', 'add', '--user', ada, '--friend', '999999999')).code).toBe(1);

  const set = await admin('users', 'video-friends-only', '--user', cem);
  expect(JSON.parse(set.out)).toEqual({ userId: cem, videoFriendsOnly: true });
  expect((await admin('users', 'video-friends-only', '--user', cem, '--on', 'maybe')).code).toBe(2);

  const database = await openDatabase(databaseOptionsOf(loadConfig(env)));
  try {
    const friends = new FriendService(database.db);
    expect(await friends.areFriends(Number(ada), Number(bo))).toBe(true);
    expect(await friends.areFriends(Number(bo), Number(ada))).toBe(true);
    expect(await friends.areFriends(Number(ada), Number(cem))).toBe(false);
    expect(await friends.videoFriendsOnly(Number(cem))).toBe(true);
    expect(await friends.videoAllowed(Number(ada), Number(cem))).toBe(false);
    expect(await friends.videoAllowed(Number(cem), Number(ada))).toBe(true);
  } finally {
    await database.close();
  }
  expect(
    JSON.parse((await admin('users', 'video-friends-only', '--user', cem, '--on', 'false')).out),
  ).toEqual({
    userId: cem,
    videoFriendsOnly: false,
  });
});
