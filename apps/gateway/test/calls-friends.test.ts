// Friends and calls (spec §4, §6; docs/calls.md): a host who accepts video only from friends refuses a stranger's
// video call and a stranger's switch to video, while voice stays open; friends pay the host's friends' price, fixed
// at launch, shown before the call and charged per minute; and the server holds the switch to video's one waiting
// invitation, so only the invited side answers it and only the inviter withdraws it.
import { BUSINESS_CODES, CALL_LIMITS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch } from './call-kit.ts';
import type { TestSocket } from './realtime-client.ts';

const PRICE = 12;
const FRIEND_PRICE = 8;
const POINTS = 6;
const MINUTE = CALL_LIMITS.minuteMs;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

/** A host at PRICE with friends paying FRIEND_PRICE, signed in and online. */
function host(nickname: string, videoFriendsOnly = false): Promise<SignedInUser> {
  return bed.host(PRICE, POINTS, nickname, { friendPricePerMinute: FRIEND_PRICE, videoFriendsOnly });
}

/** A caller holding exactly `coins` coins (the sign-up coins spent). */
async function callerWith(coins: number, nickname = 'Caller'): Promise<SignedInUser> {
  const user = await bed.caller(0, nickname);
  const start = await bed.coins(user.userId);
  if (start > 0)
    await bed.ledger.charge({
      userId: user.userId,
      amount: start,
      key: `drain:${user.userId}`,
      kind: 'test',
    });
  if (coins > 0) await bed.grant(user.userId, coins);
  return user;
}

const befriend = (a: SignedInUser, b: SignedInUser) =>
  bed.gateway.services.friends.befriend(a.userId, b.userId);

async function voiceCall(caller: SignedInUser, callee: SignedInUser) {
  const launched = await launch(caller, callee.userId, 'audio');
  expect(launched.body.code).toBe(200);
  const { roomNum } = launched.body.data.call;
  expect((await act(callee, 'answer', roomNum)).body.code).toBe(200);
  return roomNum;
}

/** The callState that says the call became video (the answer's callState came before it). */
const nowVideo = (socket: TestSocket) =>
  socket.next(
    (message) => message.type === 'callState' && (message.call as { media: string }).media === 'video',
  );

const upgrade = (socket: TestSocket, roomNum: string, action: string) =>
  socket.send({ type: 'videoUpgrade', roomNum, action });

describe('a host who accepts video only from friends', () => {
  it('refuses a stranger’s video call, takes their voice call, and takes a friend’s video call', async () => {
    const priya = await host('Priya', true);
    const stranger = await callerWith(PRICE * 5, 'Stranger');
    const refused = await launch(stranger, priya.userId, 'video');
    expect(refused.body.code).toBe(BUSINESS_CODES.videoFriendsOnly);
    // Nothing was made of it: she is not busy, and a voice call rings.
    const voice = await launch(stranger, priya.userId, 'audio');
    expect(voice.body.code).toBe(200);
    await act(stranger, 'cancel', voice.body.data.call.roomNum);

    const friend = await callerWith(PRICE * 5, 'Friend');
    await befriend(priya, friend);
    const video = await launch(friend, priya.userId, 'video');
    expect(video.body.code).toBe(200);
    expect(video.body.data.call).toMatchObject({ media: 'video', pricePerMinute: FRIEND_PRICE });
    await act(friend, 'cancel', video.body.data.call.roomNum);
  });

  it('refuses a stranger’s switch to video with videoFriendsOnly, and lets her invite the stranger', async () => {
    const priya = await host('Priya', true);
    const stranger = await callerWith(PRICE * 5, 'Stranger');
    const [strangerSocket, priyaSocket] = [await bed.socket(stranger), await bed.socket(priya)];
    const roomNum = await voiceCall(stranger, priya);
    upgrade(strangerSocket, roomNum, 'invite');
    expect(await strangerSocket.next({ type: 'error' })).toMatchObject({
      code: BUSINESS_CODES.videoFriendsOnly,
      data: { roomNum },
    });
    // Her own invitation is her choice; the stranger accepts.
    upgrade(priyaSocket, roomNum, 'invite');
    await strangerSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    upgrade(strangerSocket, roomNum, 'accept');
    await nowVideo(priyaSocket);
    await act(stranger, 'hangup', roomNum);
    await Promise.all([strangerSocket.close(), priyaSocket.close()]);
  });

  it('lets a friend switch a voice call to video', async () => {
    const priya = await host('Priya', true);
    const friend = await callerWith(PRICE * 5, 'Friend');
    await befriend(friend, priya);
    const [friendSocket, priyaSocket] = [await bed.socket(friend), await bed.socket(priya)];
    const roomNum = await voiceCall(friend, priya);
    upgrade(friendSocket, roomNum, 'invite');
    await priyaSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    upgrade(priyaSocket, roomNum, 'accept');
    expect(await friendSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'accepted' });
    await nowVideo(friendSocket);
    await act(friend, 'hangup', roomNum);
    await Promise.all([friendSocket.close(), priyaSocket.close()]);
  });
});

describe('the friends’ price', () => {
  it('is shown before the call, fixed at launch and charged each minute; strangers pay the price', async () => {
    const ayla = await host('Ayla');
    const friend = await callerWith(FRIEND_PRICE * 3, 'Friend');
    const stranger = await callerWith(PRICE * 3, 'Stranger');
    await befriend(ayla, friend);
    const quote = async (user: SignedInUser) =>
      (
        await user.client.get('/api/call/getPriceAndCurrentCoinAndUserInfo', {
          remoteUserId: String(ayla.userId),
        })
      ).body as { code: number; data: { pricePerMinute: number; canAfford: boolean } };
    expect((await quote(friend)).data).toMatchObject({ pricePerMinute: FRIEND_PRICE, canAfford: true });
    expect((await quote(stranger)).data).toMatchObject({ pricePerMinute: PRICE, canAfford: true });

    const launched = await launch(friend, ayla.userId, 'video');
    expect(launched.body.data.call.pricePerMinute).toBe(FRIEND_PRICE);
    const { roomNum, callId } = launched.body.data.call;
    await act(ayla, 'answer', roomNum);
    await bed.elapse(MINUTE);
    await bed.elapse(MINUTE);
    await act(friend, 'hangup', roomNum);
    expect(await bed.minuteKeys(callId)).toEqual([1, 2, 3].map((minute) => `call:${callId}:${minute}`));
    expect(await bed.coins(friend.userId)).toBe(0);
    expect(await bed.points(ayla.userId)).toBe(3 * POINTS);

    const paid = await launch(stranger, ayla.userId, 'audio');
    expect(paid.body.data.call.pricePerMinute).toBe(PRICE);
    await act(ayla, 'answer', paid.body.data.call.roomNum);
    await act(stranger, 'hangup', paid.body.data.call.roomNum);
    expect(await bed.coins(stranger.userId)).toBe(PRICE * 2);
  });
});

describe('the switch to video’s invitation, held by the server', () => {
  it('is answered only by the invited side, withdrawn only by the inviter, and one at a time', async () => {
    const ayla = await host('Ayla');
    const caller = await callerWith(PRICE * 5);
    const [callerSocket, aylaSocket] = [await bed.socket(caller), await bed.socket(ayla)];
    const roomNum = await voiceCall(caller, ayla);
    const refused = async (socket: TestSocket, action: string) => {
      upgrade(socket, roomNum, action);
      expect(await socket.next({ type: 'error' })).toMatchObject({
        code: BUSINESS_CODES.callStateConflict,
        data: { roomNum },
      });
    };
    // Nothing waits: nothing to accept, decline or withdraw.
    await refused(aylaSocket, 'accept');
    await refused(aylaSocket, 'decline');
    await refused(callerSocket, 'cancel');

    upgrade(callerSocket, roomNum, 'invite');
    await aylaSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    await refused(callerSocket, 'accept'); // one's own invitation
    await refused(aylaSocket, 'cancel'); // not hers to withdraw
    await refused(aylaSocket, 'invite'); // one at a time
    upgrade(aylaSocket, roomNum, 'decline');
    expect(await callerSocket.next({ type: 'videoUpgrade' })).toMatchObject({
      from: String(ayla.userId),
      outcome: 'declined',
    });
    await refused(aylaSocket, 'accept'); // declined: gone

    upgrade(aylaSocket, roomNum, 'invite');
    await callerSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    upgrade(aylaSocket, roomNum, 'cancel');
    expect(await callerSocket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'cancelledByCallee' });
    await refused(callerSocket, 'accept');

    upgrade(callerSocket, roomNum, 'invite');
    await aylaSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    upgrade(aylaSocket, roomNum, 'accept');
    for (const socket of [callerSocket, aylaSocket]) {
      expect(await socket.next({ type: 'videoUpgrade' })).toMatchObject({ outcome: 'accepted' });
      await nowVideo(socket);
    }
    // A video call has nothing to switch.
    await refused(callerSocket, 'invite');
    await act(caller, 'hangup', roomNum);
    await Promise.all([callerSocket.close(), aylaSocket.close()]);
  });

  it('fails for lack of coins for both when the caller’s coins ran short while the invitation waited', async () => {
    const ayla = await host('Ayla');
    const caller = await callerWith(PRICE * 2);
    const [callerSocket, aylaSocket] = [await bed.socket(caller), await bed.socket(ayla)];
    const roomNum = await voiceCall(caller, ayla);
    upgrade(aylaSocket, roomNum, 'invite');
    await callerSocket.next({ type: 'videoUpgrade', outcome: 'invited' });
    await bed.elapse(MINUTE); // the second minute takes the last coins
    upgrade(callerSocket, roomNum, 'accept');
    for (const socket of [callerSocket, aylaSocket])
      expect(await socket.next({ type: 'videoUpgrade' })).toMatchObject({
        outcome: 'failedInsufficientCoins',
      });
    // The call stays a voice call, with no invitation waiting.
    upgrade(callerSocket, roomNum, 'accept');
    expect(await callerSocket.next({ type: 'error' })).toMatchObject({
      code: BUSINESS_CODES.callStateConflict,
    });
    await act(caller, 'hangup', roomNum);
    await Promise.all([callerSocket.close(), aylaSocket.close()]);
  });
});
