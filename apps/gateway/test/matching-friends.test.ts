// A match made into a call (beginMinCall) starts under the same friends rules as a call launched from the wall
// (spec §6; docs/matching.md "beginMinCall", docs/calls.md "Friends"): a friend pays the host's friends' price, a
// stranger the host's price, each exactly what getPriceAndCurrentCoinAndUserInfo quotes them; a host who accepts
// video only from friends refuses a stranger's conversion with the launch's own code and message, and nothing of
// the refused call is kept. Face to Face's coins stay the match's, whatever the call's price (spec §9).
import { BUSINESS_CODES, CALL_LIMITS, MATCH_LIMITS, type MatchInfo } from '@aura/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchQueue } from '../src/db/schema.ts';
import { minuteKey } from '../src/modules/calls/billing.ts';
import { DEFAULT_HOST_PRICE } from '../src/modules/hosts/service.ts';
import type { SignedInUser } from './account-kit.ts';
import { act, launch } from './call-kit.ts';
import { MatchBed, beginMinCall, convertMatch, startMatching } from './match-kit.ts';

const PRICE = 12;
const FRIEND_PRICE = 8;
const POINTS = 6;
const MINUTE = CALL_LIMITS.minuteMs;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open();
});
afterAll(() => bed.close());
// Nobody a test left waiting is paired in the next one.
afterEach(async () => {
  await bed.gateway.services.database.db.delete(matchQueue);
});

/** A host at PRICE with friends paying FRIEND_PRICE, holding `coins`, signed in and online. */
async function host(nickname: string, coins: number, videoFriendsOnly = false): Promise<SignedInUser> {
  const user = await bed.host(PRICE, POINTS, nickname, {
    friendPricePerMinute: FRIEND_PRICE,
    videoFriendsOnly,
  });
  if (coins > 0) await bed.grant(user.userId, coins);
  return user;
}

const befriend = (a: SignedInUser, b: SignedInUser) =>
  bed.gateway.services.friends.befriend(a.userId, b.userId);

/** `first` waits, `second` is paired with them at once. */
async function pair(first: SignedInUser, second: SignedInUser, mode = 'random'): Promise<MatchInfo> {
  expect((await startMatching(first, { mode })).body.data.state).toBe('matching');
  const matched = await startMatching(second, { mode });
  expect(matched.body.data.state).toBe('matched');
  return matched.body.data.match!;
}

/** What the direct call's quote says `user` pays per minute to call `remote`. */
async function quote(user: SignedInUser, remote: SignedInUser): Promise<number> {
  const answer = await user.client.get('/api/call/getPriceAndCurrentCoinAndUserInfo', {
    remoteUserId: String(remote.userId),
  });
  return (answer.body as { data: { pricePerMinute: number } }).data.pricePerMinute;
}

describe('the price of a match made into a call', () => {
  it('is the host’s friends’ price for a friend, charged each minute; Face to Face’s coins stay the match’s', async () => {
    const coins = MATCH_LIMITS.faceToFaceCoins + 3 * FRIEND_PRICE;
    const ayla = await host('Ayla', MATCH_LIMITS.faceToFaceCoins);
    const friend = await bed.player(coins, 'Friend');
    await befriend(ayla, friend);
    expect(await quote(friend, ayla)).toBe(FRIEND_PRICE);

    const match = await pair(ayla, friend, 'faceToFace');
    const answer = await convertMatch(friend, ayla, match.matchId);
    expect(answer.body.code).toBe(200);
    // The answer is Ayla's, who accepted: the friend calls her.
    const call = answer.body.data.session!.call;
    expect(call).toMatchObject({ role: 'callee', roomNum: match.roomNum, pricePerMinute: FRIEND_PRICE });
    expect(await bed.coins(friend.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins - FRIEND_PRICE);
    expect(await bed.points(ayla.userId)).toBe(POINTS);

    await bed.elapse(MINUTE);
    await bed.elapse(MINUTE);
    await act(ayla, 'hangup', call.roomNum);
    expect(await bed.minuteKeys(call.callId)).toEqual(
      [1, 2, 3].map((n) => minuteKey(Number(call.callId), n)),
    );
    // Three minutes at the friends' price after the match's own coins: nothing else was taken.
    expect(await bed.coins(friend.userId)).toBe(0);
    expect(await bed.points(ayla.userId)).toBe(3 * POINTS);
  });

  it('is the host’s price for a stranger, the same as a call from the wall would cost', async () => {
    const ayla = await host('Ayla', 0);
    const stranger = await bed.player(PRICE * 2, 'Stranger');
    expect(await quote(stranger, ayla)).toBe(PRICE);
    const match = await pair(ayla, stranger);
    const answer = await convertMatch(stranger, ayla, match.matchId);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.session!.call.pricePerMinute).toBe(PRICE);
    expect(await bed.coins(stranger.userId)).toBe(PRICE);
    await act(stranger, 'hangup', match.roomNum);
  });
});

describe('a host who accepts video only from friends, matched', () => {
  it('refuses a stranger’s conversion as she refuses their video call, and keeps the match', async () => {
    const priya = await host('Priya', 0, true);
    const stranger = await bed.player(PRICE * 5, 'Stranger');
    const [priyaSocket, strangerSocket] = [await bed.socket(priya), await bed.socket(stranger)];
    const match = await pair(priya, stranger);

    const refused = await beginMinCall(stranger, match.matchId);
    const direct = await launch(stranger, priya.userId, 'video');
    expect(refused.body.code).toBe(BUSINESS_CODES.videoFriendsOnly);
    expect({ code: refused.body.code, message: refused.body.message }).toEqual({
      code: direct.body.code,
      message: direct.body.message,
    });
    // Nothing was made of it: no coin moved, nobody is in a call, the match goes on for both.
    expect(await bed.coins(stranger.userId)).toBe(PRICE * 5);
    expect(await bed.gateway.services.calls.callFor(stranger.userId, match.roomNum)).toBeUndefined();
    strangerSocket.send({ type: 'rtcSignal', roomNum: match.roomNum, signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await priyaSocket.next({ type: 'rtcSignal' })).toMatchObject({ roomNum: match.roomNum });
    // A voice call stays open to anyone, as from the wall.
    const voice = await launch(stranger, priya.userId, 'audio');
    expect(voice.body.code).toBe(200);
    await act(stranger, 'cancel', voice.body.data.call.roomNum);
    await Promise.all([priyaSocket.close(), strangerSocket.close()]);
  });

  it('lets a friend go on into a call at the friends’ price', async () => {
    const priya = await host('Priya', 0, true);
    const friend = await bed.player(FRIEND_PRICE * 2, 'Friend');
    await befriend(friend, priya);
    const match = await pair(friend, priya);
    const answer = await convertMatch(friend, priya, match.matchId);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.session!.call).toMatchObject({ media: 'video', pricePerMinute: FRIEND_PRICE });
    await act(priya, 'hangup', match.roomNum);
  });

  it('lets her go on into a call with a stranger herself: the rule is about whom she takes video from', async () => {
    const priya = await host('Priya', DEFAULT_HOST_PRICE, true);
    const stranger = await bed.player(0, 'Stranger');
    const match = await pair(stranger, priya);
    const answer = await convertMatch(priya, stranger, match.matchId);
    expect(answer.body.code).toBe(200);
    // A user who is no host costs the default price, as a call to them from anywhere would.
    expect(answer.body.data.session!.call).toMatchObject({
      role: 'callee',
      remoteUserId: String(priya.userId),
      pricePerMinute: DEFAULT_HOST_PRICE,
    });
    await act(priya, 'hangup', match.roomNum);
  });
});
