// `friends add` and `users video-friends-only` on the test database: what calls read back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FriendService } from '../modules/friends/service.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

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

  const friends = new FriendService(kit.database.db);
  expect(await friends.areFriends(Number(ada), Number(bo))).toBe(true);
  expect(await friends.areFriends(Number(bo), Number(ada))).toBe(true);
  expect(await friends.areFriends(Number(ada), Number(cem))).toBe(false);
  // The wall's lookup: one query, whichever side of the pair the user is stored on; never the user herself.
  expect(await friends.friendsAmong(Number(ada), [Number(bo), Number(cem), Number(ada)])).toEqual(
    new Set([Number(bo)]),
  );
  expect(await friends.friendsAmong(Number(bo), [Number(ada), Number(cem)])).toEqual(new Set([Number(ada)]));
  expect(await friends.friendsAmong(Number(cem), [Number(ada), Number(bo)])).toEqual(new Set());
  expect(await friends.friendsAmong(Number(ada), [])).toEqual(new Set());
  expect(await friends.videoFriendsOnly(Number(cem))).toBe(true);
  expect(await friends.videoAllowed(Number(ada), Number(cem))).toBe(false);
  expect(await friends.videoAllowed(Number(cem), Number(ada))).toBe(true);
  expect(
    JSON.parse((await admin('users', 'video-friends-only', '--user', cem, '--on', 'false')).out),
  ).toEqual({
    userId: cem,
    videoFriendsOnly: false,
  });
});
