// The card route over real HTTP and the realtime channel (docs/profiles.md "The card"): the deck's rules, a free
// pass, a like charged once through the ledger however often and however concurrently it is asked, the liked user
// told live, a like back making the two friends free, and a VIP's direct call to someone they liked.
import { randomUUID } from 'node:crypto';
import {
  BUSINESS_CODES,
  LIKE_LIMITS,
  likeReceivedSchema,
  type CardDeck,
  type LikeResult,
  type Liker,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema.ts';
import { likeKey } from '../src/modules/likes/index.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch, type CallAnswer } from './call-kit.ts';

let bed: CallBed;
beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

/** An approved album photo of the user, as an operator's approval leaves it. */
async function approvedPhoto(userId: number) {
  await bed.gateway.services.database.db.insert(mediaFiles).values({
    id: randomUUID(),
    ownerId: userId,
    kind: 'photo',
    status: 'approved',
    width: 640,
    height: 640,
    bytes: 1000,
  });
}

const deck = async (user: SignedInUser) =>
  ((await user.client.get('/api/card/deck')) as CallAnswer<CardDeck>).body.data;
const like = async (user: SignedInUser, other: SignedInUser) =>
  (await user.client.post('/matches/api/like', { friendId: String(other.userId) })) as CallAnswer<LikeResult>;
const pass = (user: SignedInUser, other: SignedInUser) =>
  user.client.post('/api/card/pass', { friendId: String(other.userId) });
const likers = async (user: SignedInUser) =>
  ((await user.client.get('/api/card/likes')) as CallAnswer<{ likes: Liker[] }>).body.data.likes;

describe('the deck', () => {
  it('shows people with an approved photo; never oneself, a block either way, a like or a recent pass', async () => {
    const me = await bed.caller(100, 'Deck Me');
    await approvedPhoto(me.userId);
    const [shown, noPhoto, blockedByMe, blockingMe, liked, passed] = await Promise.all(
      ['Shown', 'No Photo', 'Blocked', 'Blocking', 'Liked', 'Passed'].map((name) => bed.caller(0, name)),
    );
    for (const user of [shown, blockedByMe, blockingMe, liked, passed]) await approvedPhoto(user!.userId);
    const { friends } = bed.gateway.services;
    await friends.block(me.userId, blockedByMe!.userId);
    await friends.block(blockingMe!.userId, me.userId);
    expect((await like(me, liked!)).body.code).toBe(200);
    expect((await pass(me, passed!)).body).toMatchObject({ code: 200, data: { passed: true } });

    const { price, cards } = await deck(me);
    expect(price).toBe(LIKE_LIMITS.price);
    const ids = cards.map((card) => Number(card.userId));
    expect(ids).toContain(shown!.userId);
    for (const hidden of [me, noPhoto, blockedByMe, blockingMe, liked, passed])
      expect(ids).not.toContain(hidden!.userId);
    expect(cards.find((card) => card.userId === String(shown!.userId))).toMatchObject({
      nickname: 'Shown',
      photos: [expect.objectContaining({ status: 'approved' })],
      own: false,
    });
    // A pass hides the card for LIKE_LIMITS.passDays days, then it comes back.
    await bed.advance(LIKE_LIMITS.passDays * 86_400_000 + 1000);
    expect((await deck(me)).cards.map((card) => Number(card.userId))).toContain(passed!.userId);
  });
});

describe('a like', () => {
  it('charges the price once among 50 concurrent likes, tells the liked user live, and lists the liker', async () => {
    const liker = await bed.caller(100, 'Liker');
    const liked = await bed.caller(0, 'Liked');
    await approvedPhoto(liker.userId);
    const socket = await bed.socket(liked);
    const before = await bed.coins(liker.userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => like(liker, liked)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.body.data.charged === LIKE_LIMITS.price)).toHaveLength(1);
    expect(await bed.coins(liker.userId)).toBe(before - LIKE_LIMITS.price);
    expect(await bed.keyCount(likeKey(liker.userId, liked.userId))).toBe(1);
    const told = likeReceivedSchema.parse(await socket.next({ type: 'likeReceived' }));
    expect(told).toEqual({
      type: 'likeReceived',
      from: { userId: String(liker.userId), nickname: 'Liker' },
      mutual: false,
    });
    expect(await likers(liked)).toEqual([
      expect.objectContaining({ userId: String(liker.userId), nickname: 'Liker', photo: expect.any(String) }),
    ]);
    socket.close();
  });

  it('back makes the two friends, free of a friend add, and leaves the Likes list', async () => {
    const [ayla, bo] = [await bed.caller(100, 'Ayla'), await bed.caller(100, 'Bo')];
    expect((await like(ayla, bo)).body.data).toMatchObject({ mutual: false });
    const answer = await like(bo, ayla);
    expect(answer.body.data).toEqual({
      userId: String(ayla.userId),
      charged: LIKE_LIMITS.price,
      mutual: true,
    });
    expect(await bed.gateway.services.friends.areFriends(ayla.userId, bo.userId)).toBe(true);
    expect(await likers(bo)).toEqual([]);
    expect(await likers(ayla)).toEqual([]);
  });

  it('of each other at the same moment still makes the two friends', async () => {
    const [cem, dea] = [await bed.caller(100, 'Cem'), await bed.caller(100, 'Dea')];
    const [one, two] = await Promise.all([like(cem, dea), like(dea, cem)]);
    expect([one.body.data.mutual, two.body.data.mutual].sort()).toEqual([false, true]);
    expect(await bed.gateway.services.friends.areFriends(cem.userId, dea.userId)).toBe(true);
  });

  it('is refused without the coins (nothing kept), of oneself, and across a block', async () => {
    const poor = await bed.caller(0, 'Poor');
    await bed.drain(poor.userId, await bed.coins(poor.userId));
    const other = await bed.caller(0, 'Other');
    expect((await like(poor, other)).body.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await likers(other)).toEqual([]);
    expect((await like(other, other)).body.code).toBe(BUSINESS_CODES.likeSelf);
    await bed.gateway.services.friends.block(other.userId, poor.userId);
    await bed.grant(poor.userId, 100);
    expect((await like(poor, other)).body.code).toBe(BUSINESS_CODES.likeNotAllowed);
    expect((await pass(poor, other)).body.code).toBe(BUSINESS_CODES.likeNotAllowed);
  });
});

describe("a VIP's direct call", () => {
  it('reaches someone who takes video from friends only, once liked', async () => {
    const host = await bed.host(10, 5, 'Friends Only', { videoFriendsOnly: true });
    const fan = await bed.caller(500, 'Fan');
    expect((await launch(fan, host.userId)).body.code).toBe(BUSINESS_CODES.videoFriendsOnly);
    expect((await like(fan, host)).body.code).toBe(200);
    // A like alone is not enough: VIP is (spec §6).
    expect((await launch(fan, host.userId)).body.code).toBe(BUSINESS_CODES.videoFriendsOnly);
    const { payments, sandboxPsp } = bed.gateway.services;
    const { checkoutUrl } = await payments.createOrder(fan.userId, 'coins-100', 'USD');
    await sandboxPsp!.submitCard(checkoutUrl.split('/').pop()!, {
      name: 'Fan',
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvv: '123',
      email: 'fan@example.com',
    });
    // The sandbox's webhook comes within its second of jitter, on the gateway's clock.
    await bed.advance(2_000);
    await bed.gateway.services.paymentsScheduler.pass();
    expect((await payments.orders(fan.userId))[0]).toMatchObject({ status: 'success' });
    const direct = await launch(fan, host.userId);
    expect(direct.body.code).toBe(200);
    await act(fan, 'hangup', direct.body.data.call.roomNum);

    // A voice call between the two switches to video at the VIP's invitation too.
    const [fanSocket, hostSocket] = [await bed.socket(fan), await bed.socket(host)];
    const voice = await launch(fan, host.userId, 'audio');
    const { roomNum } = voice.body.data.call;
    expect((await act(host, 'answer', roomNum)).body.code).toBe(200);
    fanSocket.send({ type: 'videoUpgrade', roomNum, action: 'invite' });
    await hostSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    await act(fan, 'hangup', roomNum);
    await Promise.all([fanSocket.close(), hostSocket.close()]);
  });
});
