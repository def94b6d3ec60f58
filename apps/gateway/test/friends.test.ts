// Friend requests over real HTTP (spec §4, §5, §9; docs/messages.md): a free add a day, then the server's price
// through the ledger, once per request however often it is sent; accept, decline, remove (which wipes the chat
// and makes messages fail until re-added), block and unblock.
import { BUSINESS_CODES, IM_LIMITS } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema.ts';
import { CallBed } from './call-kit.ts';
import { befriend, friendAction, friendsOf, history, requestFriend, send } from './im-kit.ts';

let bed: CallBed;
beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

describe('a friend request', () => {
  it('is free once a day, then costs the server’s price, charged once however often it is sent', async () => {
    const [asker, first, second] = [await bed.caller(100), await bed.caller(0), await bed.caller(0)];
    const start = await bed.coins(asker.userId);
    const free = await requestFriend(asker, first.userId);
    expect(free.body.data).toMatchObject({ state: 'sent', charged: 0, freeAddsLeft: 0 });
    const again = await requestFriend(asker, first.userId);
    expect(again.body.data).toMatchObject({ state: 'sent', charged: 0, requestId: free.body.data.requestId });

    const paid = await Promise.all([1, 2, 3].map(() => requestFriend(asker, second.userId)));
    expect(new Set(paid.map((answer) => answer.body.data.requestId)).size).toBe(1);
    expect(paid.map((answer) => answer.body.data.charged).sort((x, y) => x - y)).toEqual([
      0,
      0,
      IM_LIMITS.friendAddPrice,
    ]);
    expect(await bed.coins(asker.userId)).toBe(start - IM_LIMITS.friendAddPrice);
    expect(await bed.keyCount(`friendAdd:${paid[0]!.body.data.requestId}`)).toBe(1);

    const list = await friendsOf(second);
    expect(list.body.data.incoming.map((request) => request.user.userId)).toEqual([String(asker.userId)]);
    expect(list.body.data.addPrice).toBe(IM_LIMITS.friendAddPrice);
  });

  it('is refused without the coins, to oneself, and between blocked users', async () => {
    const [asker, first, second] = [await bed.caller(0), await bed.caller(0), await bed.caller(0)];
    await bed.drain(asker.userId, await bed.coins(asker.userId));
    expect((await requestFriend(asker, first.userId)).body.code).toBe(200);
    const poor = await requestFriend(asker, second.userId);
    expect(poor.body.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect((await friendsOf(second)).body.data.incoming).toEqual([]);
    expect((await requestFriend(asker, asker.userId)).body.code).toBe(BUSINESS_CODES.friendSelf);
    await friendAction(second, 'block', { friendId: String(asker.userId) });
    expect((await requestFriend(second, asker.userId)).body.code).toBe(BUSINESS_CODES.userBlocked);
  });

  it('from both sides makes friends; accepted, the other hears it on the realtime channel', async () => {
    const [a, b, c] = [await bed.caller(100), await bed.caller(100), await bed.caller(100)];
    const socket = await bed.socket(a);
    const sent = await requestFriend(a, b.userId);
    const accepted = await friendAction(b, 'accept', { requestId: sent.body.data.requestId! });
    expect(accepted.body.data).toMatchObject({ friend: { userId: String(a.userId) } });
    await socket.next({ type: 'friendEvent', event: 'accepted', userId: String(b.userId) });
    await socket.close();
    expect((await friendsOf(a)).body.data.friends.map((friend) => friend.userId)).toEqual([String(b.userId)]);

    await requestFriend(a, c.userId);
    expect((await requestFriend(c, a.userId)).body.data.state).toBe('friends');
    expect((await friendsOf(c)).body.data).toMatchObject({ incoming: [], outgoing: [] });
  });

  it('declined, is gone for both; a stranger cannot accept it', async () => {
    const [a, b, c] = [await bed.caller(100), await bed.caller(100), await bed.caller(100)];
    const sent = await requestFriend(a, b.userId);
    const requestId = sent.body.data.requestId!;
    expect((await friendAction(c, 'accept', { requestId })).body.code).toBe(
      BUSINESS_CODES.friendRequestNotFound,
    );
    expect((await friendAction(b, 'decline', { requestId })).body.data).toEqual({ state: 'declined' });
    expect((await friendsOf(a)).body.data.outgoing).toEqual([]);
    expect((await friendAction(b, 'accept', { requestId })).body.code).toBe(
      BUSINESS_CODES.friendRequestNotFound,
    );
  });
});

describe('removing a friend', () => {
  it('wipes the chat for both; messages fail until they are friends again', async () => {
    const [a, b] = [await bed.caller(100), await bed.caller(100)];
    await befriend(a, b);
    await send(a, b.userId, 'one');
    await send(b, a.userId, 'two');
    expect((await friendAction(a, 'remove', { friendId: String(b.userId) })).body.data).toEqual({
      removed: true,
    });
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await history(me, other.userId)).body.data.messages).toEqual([]);
      expect((await send(me, other.userId, 'still there?')).body.code).toBe(BUSINESS_CODES.notFriends);
    }
    await befriend(b, a);
    const after = await send(a, b.userId, 'again');
    expect(after.body.data.message.seq).toBe(3);
    expect((await history(b, a.userId)).body.data.messages.map((message) => message.text)).toEqual(['again']);
  });
});

describe('a block', () => {
  it('stops messages both ways until the blocker lifts it; the blocked list shows it', async () => {
    const [a, b] = [await bed.caller(100), await bed.caller(100)];
    await befriend(a, b);
    await friendAction(a, 'block', { friendId: String(b.userId) });
    expect((await send(a, b.userId, 'hi')).body.code).toBe(BUSINESS_CODES.userBlocked);
    expect((await send(b, a.userId, 'hi')).body.code).toBe(BUSINESS_CODES.userBlocked);
    expect((await friendsOf(a)).body.data.blocked.map((user) => user.userId)).toEqual([String(b.userId)]);
    await friendAction(b, 'unblock', { friendId: String(a.userId) });
    expect((await send(b, a.userId, 'hi')).body.code).toBe(BUSINESS_CODES.userBlocked);
    await friendAction(a, 'unblock', { friendId: String(b.userId) });
    expect((await send(b, a.userId, 'hi')).body.code).toBe(200);
    expect((await friendsOf(a)).body.data.blocked).toEqual([]);
  });
});

describe('a report from a chat', () => {
  it('reaches the reports queue naming the other side; someone never met cannot be reported', async () => {
    const [a, b, c] = [await bed.caller(100), await bed.caller(100), await bed.caller(100)];
    await send(a, b.userId, 'buy my coins');
    const answer = (await b.client.post('/api/safety/report', {
      subject: 'chat',
      id: String(a.userId),
      reason: 'scam',
      comment: 'spam',
      block: true,
    })) as { body: { code: number; data: { reportId: string; blocked: boolean } } };
    expect(answer.body.data.blocked).toBe(true);
    const [row] = await bed.gateway.services.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, Number(answer.body.data.reportId)));
    expect(row).toMatchObject({ reporterId: b.userId, reportedId: a.userId, callId: null, matchId: null });
    expect((await send(a, b.userId, 'hello?')).body.code).toBe(BUSINESS_CODES.userBlocked);
    const stranger = (await c.client.post('/api/safety/report', {
      subject: 'chat',
      id: String(a.userId),
      reason: 'scam',
    })) as { body: { code: number } };
    expect(stranger.body.code).toBe(BUSINESS_CODES.userNotFound);
  });
});
