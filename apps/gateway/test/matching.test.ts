// Random matching over real HTTP and the realtime channel (spec §2, §4, §7, §8, §9; docs/matching.md): pairing
// from the database queue, the matched event on both sides, Next without meeting the same partner again, Stop,
// the free matches and their countdown, the daily limit, match charges in the ledger, Face to Face's countdown
// and coins, and beginMinCall: an invitation the partner accepts or declines, and only an accepted one hands the
// match to the calls module's per-minute billing, the inviter paying.
import { BUSINESS_CODES, CALL_LIMITS, MATCH_LIMITS, type CallRecord, type MatchInfo } from '@aura/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, matchQueue } from '../src/db/schema.ts';
import { minuteKey } from '../src/modules/calls/billing.ts';
import { act } from './call-kit.ts';
import {
  MatchBed,
  beginMinCall,
  convertMatch,
  declineMinCall,
  exitMatch,
  startMatching,
} from './match-kit.ts';

const FREE = 2;
const DAILY = 4;
const RESET_MINUTES = 30;
const SKIP_MINUTES = 10;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open({
    MATCH_FREE_QUOTA: String(FREE),
    MATCH_DAILY_LIMIT: String(DAILY),
    MATCH_FREE_RESET_MINUTES: String(RESET_MINUTES),
    MATCH_SKIP_MINUTES: String(SKIP_MINUTES),
  });
});
afterAll(() => bed.close());
// Nobody a test left waiting is paired in the next one.
afterEach(async () => {
  await bed.gateway.services.database.db.delete(matchQueue);
});

const services = () => bed.gateway.services;

async function ledgerKinds(prefix: string) {
  return services()
    .database.db.select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));
}

/** Two users matched in `mode`: the first waits, the second is paired at once. */
async function pair(mode = 'random', coins = 0) {
  const first = await bed.player(coins, 'First');
  const second = await bed.player(coins, 'Second');
  const firstSocket = await bed.socket(first);
  const secondSocket = await bed.socket(second);
  const waiting = await startMatching(first, { mode });
  expect(waiting.body.code).toBe(200);
  expect(waiting.body.data.state).toBe('matching');
  const matched = await startMatching(second, { mode });
  expect(matched.body.code).toBe(200);
  expect(matched.body.data.state).toBe('matched');
  const event = (await firstSocket.next({ type: 'matched' })) as unknown as { match: MatchInfo };
  return { first, second, firstSocket, secondSocket, event: event.match, match: matched.body.data.match! };
}

describe('pairing', () => {
  it('matches the second user with the one waiting; both get the room, the partner and opposite politeness', async () => {
    const { first, second, firstSocket, secondSocket, event, match } = await pair();
    expect(match).toMatchObject({
      mode: 'random',
      partner: { userId: String(first.userId), userName: 'First', countryCode: 'NL' },
      polite: false,
      charged: 0,
      iceServers: [],
    });
    expect(match.roomNum).toMatch(/^[0-9a-f]{16}$/);
    expect(event).toMatchObject({
      matchId: match.matchId,
      roomNum: match.roomNum,
      polite: true,
      partner: { userId: String(second.userId), userName: 'Second' },
    });
    expect(await services().matching.waiting(first.userId)).toBe(false);
    expect(await services().matching.waiting(second.userId)).toBe(false);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('relays WebRTC signalling between the two sides of a live match, by its room', async () => {
    const { first, firstSocket, secondSocket, match } = await pair();
    secondSocket.send({
      type: 'rtcSignal',
      roomNum: match.roomNum,
      signal: { kind: 'offer', sdp: 'v=0 match offer' },
    });
    const relayed = await firstSocket.next({ type: 'rtcSignal' });
    expect(relayed).toMatchObject({
      roomNum: match.roomNum,
      signal: { kind: 'offer', sdp: 'v=0 match offer' },
    });
    await exitMatch(first);
    // Once over, the room is nobody's: the calls module answers that there is no such call.
    secondSocket.send({
      type: 'rtcSignal',
      roomNum: match.roomNum,
      signal: { kind: 'candidate', candidate: null },
    });
    expect(await secondSocket.next({ type: 'error' })).toMatchObject({ code: BUSINESS_CODES.callNotFound });
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('Next ends the match for the partner and never pairs the two again at once; a third user is paired', async () => {
    const { first, second, firstSocket, secondSocket, match } = await pair();
    const next = await startMatching(second, { nextOf: match.matchId });
    expect(next.body.data.state).toBe('matching');
    expect(await firstSocket.next({ type: 'matchEnded' })).toMatchObject({
      matchId: match.matchId,
      reason: 'partnerNext',
    });
    const back = await startMatching(first);
    expect(back.body.data.state).toBe('matching');
    await services().matchScheduler.pass();
    expect(await services().matching.waiting(first.userId)).toBe(true);
    expect(await services().matching.waiting(second.userId)).toBe(true);

    const third = await bed.player(0, 'Third');
    const paired = await startMatching(third);
    expect(paired.body.data.state).toBe('matched');
    // The one who waited longest (first, queued before second's Next) goes first.
    expect(paired.body.data.match!.partner.userId).toBe(String(second.userId));
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('a partner left with Next is not offered again for a while, even after other matches; then again', async () => {
    const { first, second, firstSocket, secondSocket, match } = await pair(
      'random',
      MATCH_LIMITS.normalPrice * 5,
    );
    await startMatching(second, { nextOf: match.matchId });
    await firstSocket.next({ type: 'matchEnded' });
    // Second meets a third, and moves on from them too: the skip of the first still holds (issue 11: the old queue
    // row remembered only the last partner, and the first came back seconds later).
    const third = await bed.player(0, 'Third');
    const withThird = (await startMatching(third)).body.data.match!;
    expect(withThird.partner.userId).toBe(String(second.userId));
    expect((await startMatching(second, { nextOf: withThird.matchId })).body.data.state).toBe('matching');
    expect((await startMatching(first)).body.data.state).toBe('matching');
    expect(await services().matching.pairPass('random')).toEqual([]);

    // The bed's clock runs on with real time between jumps: a minute short of the end, then past it.
    await bed.advance((SKIP_MINUTES - 1) * 60_000);
    expect(await services().matching.pairPass('random')).toEqual([]);
    await bed.advance(60_000);
    const [again] = await services().matching.pairPass('random');
    expect([again!.userA, again!.userB].sort()).toEqual([first.userId, second.userId].sort());
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('Stop takes the user out of the queue and ends their live match for the partner', async () => {
    const lonely = await bed.player(0, 'Lonely');
    await startMatching(lonely);
    expect((await exitMatch(lonely)).body.data).toEqual({ state: 'cancelled' });
    expect(await services().matching.waiting(lonely.userId)).toBe(false);

    const { first, firstSocket, secondSocket, match } = await pair();
    await exitMatch(first);
    expect(await secondSocket.next({ type: 'matchEnded' })).toMatchObject({
      matchId: match.matchId,
      reason: 'partnerLeft',
    });
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('drops queued users who are gone (no socket, no heartbeat), so nobody is matched with a closed tab', async () => {
    const gone = await bed.signIn('Gone');
    expect((await startMatching(gone)).body.data.state).toBe('matching');
    const here = await bed.player(0, 'Here');
    expect(await services().matching.dropOffline([gone.userId, here.userId])).toBe(1);
    expect(await services().matching.waiting(gone.userId)).toBe(false);
    expect((await startMatching(here)).body.data.state).toBe('matching');
  });

  it('refuses matching during a call', async () => {
    const { first, second, match, firstSocket, secondSocket } = await pair(
      'random',
      MATCH_LIMITS.normalPrice * 10,
    );
    const call = await convertMatch(second, first, match.matchId);
    expect(call.body.code).toBe(200);
    const refused = await startMatching(first);
    expect(refused.body.code).toBe(BUSINESS_CODES.matchWhileInCall);
    await act(first, 'hangup', call.body.data.session!.call.roomNum);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });
});

describe('Stay (issue 18)', () => {
  it('tells the partner, so their auto-next count stops too; refused to a stranger and after the match', async () => {
    const { first, second, firstSocket, secondSocket, match } = await pair();
    const stayed = await second.client.post('/matches/api/V1/stay', { matchId: match.matchId });
    expect(stayed.body).toMatchObject({ code: 200, data: { state: 'stayed' } });
    expect(await firstSocket.next({ type: 'matchStayed' })).toMatchObject({ matchId: match.matchId });

    const stranger = await bed.player(0, 'Stranger');
    const refused = await stranger.client.post('/matches/api/V1/stay', { matchId: match.matchId });
    expect(refused.body.code).toBe(BUSINESS_CODES.matchNotFound);
    await exitMatch(first);
    const over = await second.client.post('/matches/api/V1/stay', { matchId: match.matchId });
    expect(over.body.code).toBe(BUSINESS_CODES.matchNotFound);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });
});

describe('quotas and prices (spec §8, §9)', () => {
  it('matches free while free matches last, then charges the normal price through the ledger, once', async () => {
    const rich = await bed.player(MATCH_LIMITS.normalPrice, 'Rich');
    const partners = [await bed.player(0, 'P1'), await bed.player(0, 'P2'), await bed.player(0, 'P3')];
    let last: MatchInfo | undefined;
    for (const partner of partners) {
      await startMatching(partner);
      const answer = await startMatching(rich);
      expect(answer.body.data.state).toBe('matched');
      last = answer.body.data.match!;
      await exitMatch(rich);
    }
    expect(last!.charged).toBe(MATCH_LIMITS.normalPrice);
    expect(await bed.coins(rich.userId)).toBe(0);
    expect(await bed.keyCount(`match:${last!.matchId}:${rich.userId}`)).toBe(1);
    const quota = (await rich.client.get('/matches/api/V1/quota', {})) as {
      body: { data: { freeLeft: number } };
    };
    expect(quota.body.data.freeLeft).toBe(0);
  });

  it('says "Match limit used up" when free matches are gone and coins do not pay, until the countdown ends', async () => {
    const poor = await bed.player(0, 'Poor');
    for (let i = 0; i < FREE; i += 1) {
      await startMatching(await bed.player(0, `Free ${i}`));
      expect((await startMatching(poor)).body.data.state).toBe('matched');
      await exitMatch(poor);
    }
    const refused = await startMatching(poor);
    expect(refused.body.code).toBe(BUSINESS_CODES.matchLimitUsedUp);
    expect(refused.body.message).toBe('Match limit used up (continue after countdown or recharge/VIP).');
    const { resetsAt, price } = refused.body.data as unknown as { resetsAt: number; price: number };
    expect(price).toBe(MATCH_LIMITS.normalPrice);
    expect(resetsAt).toBeGreaterThan(bed.now());
    expect(await services().matching.waiting(poor.userId)).toBe(false);

    await bed.advance(resetsAt - bed.now());
    expect((await startMatching(poor)).body.data.state).toBe('matching');
  });

  it('says "Daily meet chance used up" once the day’s matches are made, paid or not, until UTC midnight', async () => {
    const keen = await bed.player(MATCH_LIMITS.normalPrice * DAILY, 'Keen');
    for (let i = 0; i < DAILY; i += 1) {
      await startMatching(await bed.player(0, `Day ${i}`));
      expect((await startMatching(keen)).body.data.state).toBe('matched');
      await exitMatch(keen);
    }
    const refused = await startMatching(keen);
    expect(refused.body.code).toBe(BUSINESS_CODES.dailyMeetChanceUsedUp);
    expect(refused.body.message).toBe('Daily meet chance used up; come back tomorrow.');
    const { resetsAt } = refused.body.data as unknown as { resetsAt: number };
    expect(new Date(resetsAt).toISOString()).toMatch(/T00:00:00\.000Z$/);
    await bed.advance(resetsAt - bed.now());
    expect((await startMatching(keen)).body.data.state).toBe('matching');
  });

  it('a waiting user whose coins went meanwhile is taken out of the queue and told; the partner waits on', async () => {
    const payer = await bed.player(MATCH_LIMITS.faceToFaceCoins, 'Spender');
    const socket = await bed.socket(payer);
    await startMatching(payer, { mode: 'faceToFace' });
    await bed.ledger.charge({
      userId: payer.userId,
      amount: MATCH_LIMITS.faceToFaceCoins,
      key: `spent:${payer.userId}`,
      kind: 'test',
    });
    const other = await bed.player(MATCH_LIMITS.faceToFaceCoins, 'Other');
    expect((await startMatching(other, { mode: 'faceToFace' })).body.data.state).toBe('matching');
    expect(await socket.next({ type: 'error' })).toMatchObject({ code: BUSINESS_CODES.insufficientCoins });
    expect(await services().matching.waiting(payer.userId)).toBe(false);
    expect(await services().matching.waiting(other.userId)).toBe(true);
    expect(await bed.coins(other.userId)).toBe(MATCH_LIMITS.faceToFaceCoins);
    await socket.close();
  });
});

describe('Face to Face', () => {
  it('charges both sides its coins apart from call spending and ends the match when the countdown runs out', async () => {
    const { first, second, firstSocket, secondSocket, match, event } = await pair(
      'faceToFace',
      MATCH_LIMITS.faceToFaceCoins,
    );
    expect(match.charged).toBe(MATCH_LIMITS.faceToFaceCoins);
    expect(event.charged).toBe(MATCH_LIMITS.faceToFaceCoins);
    expect(match.decideBy! - match.matchedAt).toBe(MATCH_LIMITS.faceToFaceDecideMs);
    expect(await bed.coins(first.userId)).toBe(0);
    expect(await bed.coins(second.userId)).toBe(0);
    const kinds = await ledgerKinds(`match:${match.matchId}:`);
    expect(kinds.map((row) => row.kind)).toEqual(['face_to_face', 'face_to_face']);

    await bed.advance(MATCH_LIMITS.faceToFaceDecideMs - 1);
    await services().matchScheduler.pass();
    await bed.advance(1);
    await services().matchScheduler.pass();
    for (const socket of [firstSocket, secondSocket]) {
      expect(await socket.next({ type: 'matchEnded' })).toMatchObject({
        matchId: match.matchId,
        reason: 'timedOut',
      });
    }
    expect((await beginMinCall(first, match.matchId)).body.code).toBe(BUSINESS_CODES.matchNotFound);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('a countdown that ran out counts as both skipping each other: no re-match (and charge) at once; a third is paired', async () => {
    const coins = MATCH_LIMITS.faceToFaceCoins * 3;
    const { first, second, firstSocket, secondSocket, match } = await pair('faceToFace', coins);
    await bed.advance(MATCH_LIMITS.faceToFaceDecideMs);
    await services().matchScheduler.pass();
    for (const socket of [firstSocket, secondSocket]) {
      expect(await socket.next({ type: 'matchEnded' })).toMatchObject({ reason: 'timedOut' });
    }
    // Back to the queue however the client asks: Next of the expired match, or a plain Start.
    const firstBack = await startMatching(first, { mode: 'faceToFace', nextOf: match.matchId });
    expect(firstBack.body.data.state).toBe('matching');
    const secondBack = await startMatching(second, { mode: 'faceToFace' });
    expect(secondBack.body.data.state).toBe('matching');
    await services().matchScheduler.pass();
    expect(await services().matching.waiting(first.userId)).toBe(true);
    expect(await services().matching.waiting(second.userId)).toBe(true);
    // Charged for the one match only.
    expect(await bed.coins(first.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins);
    expect(await bed.coins(second.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins);

    const third = await bed.player(coins, 'Third');
    const withFirst = await startMatching(third, { mode: 'faceToFace' });
    expect(withFirst.body.data.state).toBe('matched');
    expect(withFirst.body.data.match!.partner.userId).toBe(String(first.userId));
    const withSecond = await startMatching(third, {
      mode: 'faceToFace',
      nextOf: withFirst.body.data.match!.matchId,
    });
    expect(withSecond.body.data.state).toBe('matched');
    expect(withSecond.body.data.match!.partner.userId).toBe(String(second.userId));
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('beginMinCall asks the partner first; the match becomes a call only when the partner accepts', async () => {
    const coins = MATCH_LIMITS.faceToFaceCoins + CALL_LIMITS.minuteMs; // plenty for two minutes at any price
    const { first, second, firstSocket, secondSocket, match } = await pair('faceToFace', coins);
    const invited = await beginMinCall(first, match.matchId);
    expect(invited.body.code).toBe(200);
    const price = invited.body.data.pricePerMinute!;
    expect(invited.body.data).toEqual({ state: 'invited', pricePerMinute: price });
    // The partner is asked, with the price the inviter pays; nothing is charged and no call exists yet.
    expect(await secondSocket.next({ type: 'matchCall' })).toEqual({
      type: 'matchCall',
      matchId: match.matchId,
      outcome: 'invited',
      pricePerMinute: price,
    });
    expect(await bed.coins(first.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins);
    expect(await services().calls.callFor(first.userId, match.roomNum)).toBeUndefined();
    // Asking again changes nothing.
    expect((await beginMinCall(first, match.matchId)).body.data.state).toBe('invited');

    const accepted = await beginMinCall(second, match.matchId);
    expect(accepted.body.code).toBe(200);
    expect(accepted.body.data.state).toBe('connected');
    const call = accepted.body.data.session!.call;
    expect(call).toMatchObject({
      roomNum: match.roomNum,
      role: 'callee',
      remoteUserId: String(first.userId),
      state: 'connected',
      minutesBilled: 1,
      pricePerMinute: price,
      // Made of a match: the friend-video record's matchFlag (docs/calls.md "The bell-cancel record").
      matchCall: true,
    });
    // The inviter pays: the first minute at the price they were shown.
    expect(await bed.coins(first.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins - price);
    expect(await bed.coins(second.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins);
    expect(await bed.keyCount(minuteKey(Number(call.callId), 1))).toBe(1);
    const callerState = (await firstSocket.next({ type: 'callState' })) as unknown as { call: CallRecord };
    expect(callerState.call).toMatchObject({ role: 'caller', state: 'connected', roomNum: match.roomNum });
    expect(await firstSocket.next({ type: 'matchEnded' })).toMatchObject({ reason: 'converted' });
    // The same room now belongs to the call: its signalling goes on through the calls module.
    firstSocket.send({
      type: 'rtcSignal',
      roomNum: match.roomNum,
      signal: { kind: 'answer', sdp: 'v=0 call' },
    });
    expect(await secondSocket.next({ type: 'rtcSignal' })).toMatchObject({ signal: { kind: 'answer' } });
    // The match cannot become a second call.
    expect((await beginMinCall(second, match.matchId)).body.code).toBe(BUSINESS_CODES.matchNotFound);

    await bed.elapse(services().calls.minuteMs);
    expect(await bed.coins(first.userId)).toBe(coins - MATCH_LIMITS.faceToFaceCoins - 2 * price);
    expect(await bed.keyCount(minuteKey(Number(call.callId), 2))).toBe(1);
    const hangup = await act(second, 'hangup', match.roomNum);
    expect(hangup.body.data.call).toMatchObject({ state: 'ended', outcome: 'hungUp', minutesBilled: 2 });
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('a declined or withdrawn invitation makes no call and moves no coin; the match goes on', async () => {
    const coins = CALL_LIMITS.minuteMs;
    const { first, second, firstSocket, secondSocket, match } = await pair('random', coins);
    expect((await beginMinCall(first, match.matchId)).body.data.state).toBe('invited');
    await secondSocket.next({ type: 'matchCall' });
    expect((await declineMinCall(second, match.matchId)).body.data).toEqual({ state: 'declined' });
    expect(await firstSocket.next({ type: 'matchCall' })).toMatchObject({
      matchId: match.matchId,
      outcome: 'declined',
    });
    // Nothing waits any more: an Accept pressed late is no invitation the partner would have to pay for.
    expect((await declineMinCall(second, match.matchId)).body.data).toEqual({ state: 'none' });
    const late = await second.client.post('/matches/api/V1/beginMinCall', {
      matchId: match.matchId,
      acceptOnly: true,
    });
    expect(late.body).toMatchObject({ code: 200, data: { state: 'failed' } });
    expect(await services().calls.callFor(second.userId, match.roomNum)).toBeUndefined();

    expect((await beginMinCall(first, match.matchId)).body.data.state).toBe('invited');
    expect((await declineMinCall(first, match.matchId)).body.data).toEqual({ state: 'withdrawn' });
    const withdrawn = await secondSocket.next({ type: 'matchCall', outcome: 'withdrawn' });
    expect(withdrawn).toMatchObject({ matchId: match.matchId });
    expect(await bed.coins(first.userId)).toBe(coins);
    expect(await services().calls.callFor(first.userId, match.roomNum)).toBeUndefined();
    // The match is live: Next still ends it for the partner.
    await startMatching(first, { nextOf: match.matchId });
    expect(await secondSocket.next({ type: 'matchEnded' })).toMatchObject({ reason: 'partnerNext' });
    expect((await declineMinCall(second, match.matchId)).body.code).toBe(BUSINESS_CODES.matchNotFound);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('both asking at once make one call, the first asker paying', async () => {
    const coins = CALL_LIMITS.minuteMs;
    const { first, second, firstSocket, secondSocket, match } = await pair('random', coins);
    expect((await beginMinCall(second, match.matchId)).body.data.state).toBe('invited');
    const answer = await beginMinCall(first, match.matchId);
    expect(answer.body.data.state).toBe('connected');
    expect(answer.body.data.session!.call).toMatchObject({ role: 'callee' });
    expect(await bed.coins(first.userId)).toBe(coins);
    expect(await bed.coins(second.userId)).toBe(coins - answer.body.data.session!.call.pricePerMinute);
    await act(first, 'hangup', match.roomNum);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('an acceptance after the inviter’s coins went makes no call, and the inviter is told', async () => {
    const { first, second, firstSocket, secondSocket, match } = await pair('random', CALL_LIMITS.minuteMs);
    const invited = await beginMinCall(first, match.matchId);
    const price = invited.body.data.pricePerMinute!;
    await bed.ledger.charge({
      userId: first.userId,
      amount: CALL_LIMITS.minuteMs - price + 1,
      key: `spent:${first.userId}`,
      kind: 'test',
    });
    expect((await beginMinCall(second, match.matchId)).body.data).toEqual({ state: 'failed' });
    expect(await firstSocket.next({ type: 'matchCall', outcome: 'failedInsufficientCoins' })).toMatchObject({
      matchId: match.matchId,
    });
    expect(await services().calls.callFor(first.userId, match.roomNum)).toBeUndefined();
    expect(await bed.coins(first.userId)).toBe(price - 1);
    expect((await declineMinCall(second, match.matchId)).body.data).toEqual({ state: 'none' });
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });

  it('refuses beginMinCall from someone outside the match, and when the first minute cannot be paid', async () => {
    const { first, firstSocket, secondSocket, match } = await pair(
      'faceToFace',
      MATCH_LIMITS.faceToFaceCoins,
    );
    const stranger = await bed.player(0, 'Stranger');
    expect((await beginMinCall(stranger, match.matchId)).body.code).toBe(BUSINESS_CODES.matchNotFound);
    expect((await declineMinCall(stranger, match.matchId)).body.code).toBe(BUSINESS_CODES.matchNotFound);
    // Refused at the asking: the partner is not even asked to a call the asker cannot pay.
    const broke = await beginMinCall(first, match.matchId);
    expect(broke.body.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect((await declineMinCall(first, match.matchId)).body.data).toEqual({ state: 'none' });
    // Nothing of the refused call is kept: no participants, the match still live.
    const rows = await services()
      .database.db.select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'call_minute'));
    expect(rows.every((row) => !row.memo.includes(`match ${match.matchId}`))).toBe(true);
    expect((await startMatching(first, { nextOf: match.matchId })).body.code).toBe(200);
    await Promise.all([firstSocket.close(), secondSocket.close()]);
  });
});
