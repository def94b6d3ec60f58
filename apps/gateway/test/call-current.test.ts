// GET /api/call/current (docs/calls.md "Taking a call up again"): a tab opened or reloaded during a call finds the
// call there, with the minutes charged and the next charge as the server keeps them, the other side, the caller's
// coins and the role to negotiate the media room with; reading it changes nothing and charges nothing.
import { CALL_LIMITS, type CurrentCall } from '@aura/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchQueue } from '../src/db/schema.ts';
import type { SignedInUser } from './account-kit.ts';
import { act, launch, type CallAnswer } from './call-kit.ts';
import { MatchBed, convertMatch, startMatching } from './match-kit.ts';

const PRICE = 10;
const POINTS = 6;
const MINUTE = CALL_LIMITS.minuteMs;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open();
});
afterAll(() => bed.close());
afterEach(async () => {
  await bed.gateway.services.database.db.delete(matchQueue);
});

async function current(user: SignedInUser) {
  const answer = (await user.client.get('/api/call/current')) as CallAnswer<{ current?: CurrentCall }>;
  expect(answer.body.code).toBe(200);
  return answer.body.data.current;
}

describe('GET /api/call/current', () => {
  it('is empty without a call', async () => {
    const user = await bed.caller(0, 'Idle');
    expect(await current(user)).toBeUndefined();
  });

  it('while it rings: the record, the bell’s end, and each side’s view', async () => {
    const caller = await bed.caller(PRICE * 3, 'Ringer');
    const host = await bed.host(PRICE, POINTS, 'Rung');
    const launched = await launch(caller, host.userId);
    const roomNum = launched.body.data.call.roomNum;
    const mine = (await current(caller))!;
    expect(mine).toMatchObject({
      session: { call: { roomNum, state: 'ringing', role: 'caller' }, minuteMs: MINUTE },
      peer: { userId: String(host.userId), userName: 'Rung' },
      rtcRole: 'caller',
    });
    expect(mine.ringsUntil).toBe(launched.body.data.call.createdAt + launched.body.data.ringTimeoutMs);
    const theirs = (await current(host))!;
    expect(theirs).toMatchObject({
      session: { call: { roomNum, state: 'ringing', role: 'callee' } },
      peer: { userId: String(caller.userId) },
      rtcRole: 'callee',
    });
    expect(theirs.balance).toBeUndefined();
    await act(caller, 'cancel', roomNum);
    expect(await current(caller)).toBeUndefined();
    expect(await current(host)).toBeUndefined();
  });

  it('connected: minutes charged, the next charge and the caller’s coins as the server has them, nothing charged again', async () => {
    const caller = await bed.player(PRICE * 5, 'Payer');
    const host = await bed.host(PRICE, POINTS, 'Earner');
    const roomNum = (await launch(caller, host.userId)).body.data.call.roomNum;
    await act(host, 'answer', roomNum);
    await bed.elapse(MINUTE);
    const first = (await current(caller))!;
    expect(first.session.call).toMatchObject({ state: 'connected', minutesBilled: 2, amount: PRICE * 2 });
    expect(first.balance).toBe(PRICE * 3);
    expect(first.session.call.nextChargeAt).toBe(first.session.call.answeredAt! + 2 * MINUTE);
    // Asked again (a second reload): the same minutes, the same coins.
    const again = (await current(caller))!;
    expect(again.session.call.minutesBilled).toBe(2);
    expect(again.balance).toBe(PRICE * 3);
    expect(await bed.coins(caller.userId)).toBe(PRICE * 3);
    expect((await current(host))!.session.call).toMatchObject({ role: 'callee', amount: POINTS * 2 });
    await act(caller, 'hangup', roomNum);
    expect(await current(caller)).toBeUndefined();
  });

  it('a call made of a match keeps the match’s negotiation roles: the side that waited is polite', async () => {
    const first = await bed.player(0, 'Waited');
    const second = await bed.player(PRICE * 10, 'Asker');
    await startMatching(first);
    const match = (await startMatching(second)).body.data.match!;
    expect(match.polite).toBe(false);
    const call = await convertMatch(second, first, match.matchId);
    expect(call.body.code).toBe(200);
    // The asker pays (the call's caller) but made the match's offers: it negotiates as the impolite side.
    expect(await current(second)).toMatchObject({
      session: { call: { role: 'caller', roomNum: match.roomNum, minutesBilled: 1 } },
      rtcRole: 'caller',
      peer: { userId: String(first.userId) },
    });
    expect(await current(first)).toMatchObject({ session: { call: { role: 'callee' } }, rtcRole: 'callee' });

    // The other way round: the side that waited asks, and stays polite though it is the call's caller.
    await act(second, 'hangup', match.roomNum);
    const third = await bed.player(PRICE * 10, 'Waiter');
    const fourth = await bed.player(0, 'Late');
    await startMatching(third);
    const other = (await startMatching(fourth)).body.data.match!;
    const converted = await convertMatch(third, fourth, other.matchId);
    expect(converted.body.code).toBe(200);
    expect(await current(third)).toMatchObject({ session: { call: { role: 'caller' } }, rtcRole: 'callee' });
    expect(await current(fourth)).toMatchObject({ session: { call: { role: 'callee' } }, rtcRole: 'caller' });
    await act(third, 'hangup', other.roomNum);
  });
});
