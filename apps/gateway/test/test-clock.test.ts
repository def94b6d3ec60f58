// The test clock seen from outside (docs/testing.md, "The test clock"): a gateway started with TEST_CLOCK moves
// its time at POST /dev/clock/advance, and the schedulers act before it answers: a connected call's next minute
// is charged, a bell rung out, a Face to Face countdown over, with no waiting. Without TEST_CLOCK the page does
// not exist.
import { CALL_LIMITS, MATCH_LIMITS, PROTOCOL_ERRORS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { lastMatchOf, matchById } from '../src/modules/matching/queries.ts';
import { act, launch } from './call-kit.ts';
import { advanceClock, startTestGateway } from './gateway.ts';
import { MatchBed, startMatching } from './match-kit.ts';

const PRICE = 10;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open({ TEST_CLOCK: 'true' }, { schedulers: 'start' });
});
afterAll(() => bed.close());

const db = () => bed.gateway.services.database.db;

describe('/dev/clock', () => {
  it('tells the time, and moves it forward only', async () => {
    const reading = (await (await fetch(`${bed.url}/dev/clock`)).json()) as { now: number; offsetMs: number };
    expect(Math.abs(reading.now - bed.now())).toBeLessThan(1000);
    const moved = await advanceClock(bed.url, { ms: 60 * 60 * 1000 });
    expect(moved.offsetMs - reading.offsetMs).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(bed.offsetMs).toBeGreaterThanOrEqual(60 * 60 * 1000);
    await expect(advanceClock(bed.url, { ms: -1 })).rejects.toThrow(/did not move/);
    await expect(advanceClock(bed.url, { to: bed.now() - 60_000 })).rejects.toThrow(/forward only/);
  });

  it('charges the next minute of a call before it answers', async () => {
    const caller = await bed.player(PRICE * 5, 'Caller');
    const host = await bed.host(PRICE, 6);
    const { roomNum, callId } = (await launch(caller, host.userId)).body.data.call;
    await act(host, 'answer', roomNum);
    expect(await bed.minuteKeys(callId)).toHaveLength(1);
    await advanceClock(bed.url, { ms: CALL_LIMITS.minuteMs });
    expect(await bed.minuteKeys(callId)).toHaveLength(2);
    expect(await bed.coins(caller.userId)).toBe(PRICE * 3);
    await act(caller, 'hangup', roomNum);
  });

  it('rings a bell out before it answers', async () => {
    const caller = await bed.player(PRICE, 'Ringer');
    const host = await bed.host(PRICE, 6);
    const { roomNum } = (await launch(caller, host.userId)).body.data.call;
    await advanceClock(bed.url, { ms: CALL_LIMITS.ringTimeoutSeconds * 1000 });
    expect(await callByRoom(db(), roomNum)).toMatchObject({ state: 'ended', calleeOutcome: 'missed' });
  });

  it('ends a Face to Face match whose countdown ran out before it answers', async () => {
    const first = await bed.player(MATCH_LIMITS.faceToFaceCoins, 'First');
    const second = await bed.player(MATCH_LIMITS.faceToFaceCoins, 'Second');
    await startMatching(first, { mode: 'faceToFace' });
    await startMatching(second, { mode: 'faceToFace' });
    // Paired in the second's own request, or by a scheduler pass that ran meanwhile (then the answer has no match).
    const match = await vi.waitFor(async () => {
      const paired = await lastMatchOf(db(), second.userId);
      expect(paired).toBeDefined();
      return paired!;
    });
    expect([match.userA, match.userB].sort()).toEqual([first.userId, second.userId].sort());
    await advanceClock(bed.url, { ms: MATCH_LIMITS.faceToFaceDecideMs });
    expect(await matchById(db(), match.id)).toMatchObject({ state: 'ended' });
  });
});

describe('/dev/admin', () => {
  const admin = async (body: unknown) => {
    const response = await fetch(`${bed.url}/dev/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; out: string; err: string },
    };
  };

  it('runs an admin command on the database the gateway has open, and answers what it printed', async () => {
    const user = await bed.player(0, 'Granted');
    const granted = await admin({
      argv: ['coins', 'grant', '--user', String(user.userId), '--coins', '70', '--reason', 'test'],
    });
    expect(granted).toMatchObject({ status: 200, body: { code: 0, err: '' } });
    expect(await bed.coins(user.userId)).toBe(70);
    const balance = await admin({ argv: ['coins', 'balance', '--user', String(user.userId)] });
    expect(JSON.parse(balance.body.out)).toMatchObject({ coins: 70 });
  });

  it('answers the exit code and the message of a failed command, and refuses a body without argv', async () => {
    expect((await admin({ argv: ['coins', 'balance', '--user', '999999999'] })).body).toMatchObject({
      code: 1,
      err: expect.stringContaining('No user'),
    });
    expect((await admin({ argv: ['no', 'such'] })).body).toMatchObject({ code: 2 });
    expect((await admin({ args: ['coins'] })).body).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
  });
});

describe('without TEST_CLOCK', () => {
  it('has no clock page, no admin page, and real time', async () => {
    const gateway = await startTestGateway();
    try {
      const url = await gateway.listen();
      expect((await fetch(`${url}/dev/clock`)).status).toBe(404);
      expect((await fetch(`${url}/dev/clock/advance`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${url}/dev/admin`, { method: 'POST' })).status).toBe(404);
      expect(Math.abs(gateway.services.clock.now() - Date.now())).toBeLessThan(1000);
    } finally {
      await gateway.close();
    }
  });
});
