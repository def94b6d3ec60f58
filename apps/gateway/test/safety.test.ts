// Reports and blocks from a call and from a match (issue 18, docs/safety.md), over real HTTP: a report is stored
// with the call or the match, only by one of its sides; with `block` the two are never matched again (whoever
// starts matching, however long after) and neither can ring the other.
import { BUSINESS_CODES, type MatchInfo } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchQueue, reports } from '../src/db/schema.ts';
import type { SignedInUser } from './account-kit.ts';
import { act, launch, type CallAnswer } from './call-kit.ts';
import { MatchBed, exitMatch, startMatching } from './match-kit.ts';

const SKIP_MINUTES = 1;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open({ MATCH_SKIP_MINUTES: String(SKIP_MINUTES) });
});
afterAll(() => bed.close());
afterEach(async () => {
  await bed.gateway.services.database.db.delete(matchQueue);
});

type ReportBody = {
  subject: 'call' | 'match';
  id: string;
  reason: string;
  comment?: string;
  block?: boolean;
};

async function report(user: SignedInUser, body: ReportBody) {
  return (await user.client.post('/api/safety/report', body)) as CallAnswer<{
    reportId: string;
    blocked: boolean;
  }>;
}

async function storedReport(reportId: string) {
  const [row] = await bed.gateway.services.database.db
    .select()
    .from(reports)
    .where(eq(reports.id, Number(reportId)));
  return row;
}

/** Two users in a random match: the first waits, the second is paired at once. */
async function matched() {
  const first = await bed.player(0, 'First');
  const second = await bed.player(0, 'Second');
  const firstSocket = await bed.socket(first);
  expect((await startMatching(first)).body.data.state).toBe('matching');
  const answer = await startMatching(second);
  expect(answer.body.data.state).toBe('matched');
  await firstSocket.next({ type: 'matched' });
  await firstSocket.close();
  return { first, second, match: answer.body.data.match as MatchInfo };
}

describe('a report from a match', () => {
  it('is stored with the match, the other side as the reported user', async () => {
    const { first, second, match } = await matched();
    const answer = await report(second, {
      subject: 'match',
      id: match.matchId,
      reason: 'harassment',
      comment: ' rude ',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.blocked).toBe(false);
    expect(await storedReport(answer.body.data.reportId)).toMatchObject({
      reporterId: second.userId,
      reportedId: first.userId,
      matchId: Number(match.matchId),
      callId: null,
      reason: 'harassment',
      comment: 'rude',
      blocked: false,
    });
    await Promise.all([exitMatch(first), exitMatch(second)]);
  });

  it('is refused to someone who was no side of the match', async () => {
    const { first, second, match } = await matched();
    const stranger = await bed.player(0, 'Stranger');
    const answer = await report(stranger, { subject: 'match', id: match.matchId, reason: 'other' });
    expect(answer.body.code).toBe(BUSINESS_CODES.matchNotFound);
    const unknown = await report(first, { subject: 'match', id: '999999999', reason: 'other' });
    expect(unknown.body.code).toBe(BUSINESS_CODES.matchNotFound);
    await Promise.all([exitMatch(first), exitMatch(second)]);
  });

  it('with block: the two are never matched again, either way round, long after any skip ran out', async () => {
    const { first, second, match } = await matched();
    const answer = await report(second, {
      subject: 'match',
      id: match.matchId,
      reason: 'nudity',
      block: true,
    });
    expect(answer.body.data.blocked).toBe(true);
    await Promise.all([exitMatch(first), exitMatch(second)]);
    await bed.advance(10 * SKIP_MINUTES * 60_000);

    // The blocked user waits first, then the blocker starts: no match.
    expect((await startMatching(first)).body.data.state).toBe('matching');
    expect((await startMatching(second)).body.data.state).toBe('matching');
    await bed.gateway.services.matching.pairPass('random');
    expect(await bed.gateway.services.matching.waiting(first.userId)).toBe(true);
    expect(await bed.gateway.services.matching.waiting(second.userId)).toBe(true);

    // Anyone else is matched with either of them.
    const third = await bed.player(0, 'Third');
    const thirds = await startMatching(third);
    expect(thirds.body.data.state).toBe('matched');
    expect([String(first.userId), String(second.userId)]).toContain(thirds.body.data.match?.partner.userId);
    await Promise.all([exitMatch(first), exitMatch(second), exitMatch(third)]);
  });
});

describe('a report from a call', () => {
  it('is stored with the call; with block neither side can ring the other again', async () => {
    const { caller, host, roomNum, callId } = await bed.connected(10, 5, 100);
    const answer = await report(host, { subject: 'call', id: callId, reason: 'scam', block: true });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.blocked).toBe(true);
    expect(await storedReport(answer.body.data.reportId)).toMatchObject({
      reporterId: host.userId,
      reportedId: caller.userId,
      callId: Number(callId),
      matchId: null,
      reason: 'scam',
      comment: null,
      blocked: true,
    });
    expect((await act(caller, 'hangup', roomNum)).body.code).toBe(200);

    const again = await launch(caller, host.userId);
    expect(again.body).toMatchObject({
      code: BUSINESS_CODES.userBlocked,
      message: 'You cannot call this user.',
    });
    expect((await launch(host, caller.userId)).body.code).toBe(BUSINESS_CODES.userBlocked);
    // A later report without block still says the block holds.
    const later = await report(caller, { subject: 'call', id: callId, reason: 'other' });
    expect(later.body.data.blocked).toBe(true);
  });

  it('is refused to someone who was no side of the call', async () => {
    const { caller, roomNum, callId } = await bed.connected(10, 5, 100);
    const stranger = await bed.player(0, 'Stranger');
    const answer = await report(stranger, { subject: 'call', id: callId, reason: 'other' });
    expect(answer.body.code).toBe(BUSINESS_CODES.callNotFound);
    await act(caller, 'hangup', roomNum);
  });
});
