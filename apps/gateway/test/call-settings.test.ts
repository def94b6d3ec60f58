// A user's own call settings over real HTTP (an Aura extension; docs/calls.md): anybody turns video from friends
// only on and off, with its effect on the next video call; a host sets the price and the friends' price per
// minute, which calls that start afterwards pay while a call already made keeps its own; prices from anybody else,
// and prices out of bounds, are refused and change nothing; a visitor gets no settings.
import {
  BUSINESS_CODES,
  PROTOCOL_ERRORS,
  SESSION_EXPIRED_HTTP_STATUS,
  WALL_LIMITS,
  getCallSettings,
  getWall,
  postCallSettings,
  type CallSettings,
  type HostCard,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch, type CallAnswer } from './call-kit.ts';
import { IndependentClient } from './independent-client.ts';

const PRICE = 30;
const POINTS = 10;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

const read = async (user: SignedInUser) =>
  (await user.client.get(getCallSettings.path)) as CallAnswer<CallSettings>;
const change = async (user: SignedInUser, body: Record<string, unknown>) =>
  (await user.client.post(postCallSettings.path, body)) as CallAnswer<CallSettings>;

describe('call settings of a user who is no host', () => {
  it('has video from friends only off at first, and no prices', async () => {
    const user = await bed.signIn('Ada');
    const { body } = await read(user);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({ videoFriendsOnly: false });
  });

  it('turns video from friends only on and off; a stranger’s video call is refused meanwhile', async () => {
    const user = await bed.caller(0, 'Bea');
    const stranger = await bed.caller(PRICE * 5, 'Stranger');
    const on = await change(user, { videoFriendsOnly: true });
    expect(on.body).toMatchObject({ code: 200, data: { videoFriendsOnly: true } });
    expect((await read(user)).body.data).toEqual({ videoFriendsOnly: true });
    expect((await launch(stranger, user.userId, 'video')).body.code).toBe(BUSINESS_CODES.videoFriendsOnly);

    const off = await change(user, { videoFriendsOnly: false });
    expect(off.body.data).toEqual({ videoFriendsOnly: false });
    const call = await launch(stranger, user.userId, 'video');
    expect(call.body.code).toBe(200);
    await act(stranger, 'cancel', call.body.data.call.roomNum);
  });

  it('is refused prices with notAHost, and nothing of the request is kept', async () => {
    const user = await bed.signIn('Cleo');
    const { body } = await change(user, { videoFriendsOnly: true, pricePerMinute: PRICE });
    expect(body.code).toBe(BUSINESS_CODES.notAHost);
    expect(body.message).toMatch(/only hosts/i);
    expect((await change(user, { friendPricePerMinute: PRICE })).body.code).toBe(BUSINESS_CODES.notAHost);
    expect((await read(user)).body.data).toEqual({ videoFriendsOnly: false });
  });
});

describe('call settings of a host', () => {
  it('shows the prices and changes either, one at a time or both, on the wall too', async () => {
    const host = await bed.host(PRICE, POINTS, 'Hana');
    expect((await read(host)).body.data).toEqual({
      videoFriendsOnly: false,
      host: { pricePerMinute: PRICE, friendPricePerMinute: PRICE },
    });
    const friends = await change(host, { friendPricePerMinute: PRICE - 5 });
    expect(friends.body.data.host).toEqual({ pricePerMinute: PRICE, friendPricePerMinute: PRICE - 5 });
    const both = await change(host, {
      pricePerMinute: PRICE + 10,
      friendPricePerMinute: PRICE,
      videoFriendsOnly: true,
    });
    expect(both.body.data).toEqual({
      videoFriendsOnly: true,
      host: { pricePerMinute: PRICE + 10, friendPricePerMinute: PRICE },
    });
    expect((await read(host)).body.data).toEqual(both.body.data);

    const viewer = await bed.signIn('Viewer');
    const wall = (await viewer.client.get(getWall.path)) as CallAnswer<{ hosts: HostCard[] }>;
    expect(wall.body.data.hosts.find((card) => card.userId === String(host.userId))).toMatchObject({
      pricePerMinute: PRICE + 10,
      friendPricePerMinute: PRICE,
    });
  });

  it('takes the least and the most price, and refuses prices out of bounds or not whole', async () => {
    const host = await bed.host(PRICE, POINTS, 'Ines');
    const { minPricePerMinute: min, maxPricePerMinute: max } = WALL_LIMITS;
    const edges = await change(host, { pricePerMinute: min, friendPricePerMinute: max });
    expect(edges.body.data.host).toEqual({ pricePerMinute: min, friendPricePerMinute: max });
    for (const body of [
      { pricePerMinute: min - 1 },
      { pricePerMinute: max + 1 },
      { friendPricePerMinute: 2.5 },
      { pricePerMinute: String(PRICE) },
    ]) {
      const answer = await change(host, body);
      expect(answer.body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
      expect(answer.body.message).toContain(Object.keys(body)[0]);
    }
    expect((await read(host)).body.data.host).toEqual({ pricePerMinute: min, friendPricePerMinute: max });
  });

  it('charges a call made before a price change the old price, and calls made after it the new', async () => {
    const host = await bed.host(PRICE, POINTS, 'Jade');
    const caller = await bed.caller(PRICE * 10, 'Early');
    const before = await bed.coins(caller.userId);
    const ringing = await launch(caller, host.userId, 'audio');
    expect(ringing.body.data.call.pricePerMinute).toBe(PRICE);

    expect((await change(host, { pricePerMinute: PRICE * 2 })).body.code).toBe(200);
    const { roomNum } = ringing.body.data.call;
    expect((await act(host, 'answer', roomNum)).body.code).toBe(200);
    // The first minute is charged on connect, at the price the call started with.
    expect(await bed.coins(caller.userId)).toBe(before - PRICE);
    await act(caller, 'hangup', roomNum);

    const later = await bed.caller(PRICE * 10, 'Late');
    const next = await launch(later, host.userId, 'audio');
    expect(next.body.data.call.pricePerMinute).toBe(PRICE * 2);
    await act(later, 'cancel', next.body.data.call.roomNum);
  });
});

describe('call settings without a session', () => {
  it('answers a visitor HTTP 401 to both calls', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'call-settings-visitor' });
    await visitor.handshake();
    expect((await visitor.get(getCallSettings.path, {}, { signed: false })).httpStatus).toBe(
      SESSION_EXPIRED_HTTP_STATUS,
    );
    const post = await visitor.post(postCallSettings.path, { videoFriendsOnly: true }, { signed: false });
    expect(post.httpStatus).toBe(SESSION_EXPIRED_HTTP_STATUS);
  });
});
