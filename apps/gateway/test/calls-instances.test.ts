// Two gateway instances on one database, both running their call schedulers (docs/calls.md, "Restart safety and
// several instances"): the bell reaches the callee on the other instance, the answer there connects the call, and
// however the two schedulers race, every started minute is charged exactly once. They share one test clock, and
// each minute it moves runs both schedulers' passes at once, racing for the same call.
import { randomBytes } from 'node:crypto';
import { CALL_LIMITS, type CallRecord, type CallSession } from '@aura/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../src/db/schema.ts';
import { minuteKey } from '../src/modules/calls/billing.ts';
import { callByRoom } from '../src/modules/calls/queries.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { TestClock, startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

const MINUTE_MS = CALL_LIMITS.minuteMs;
const PRICE = 3;
const POINTS = 2;
const MINUTES = 5;

let a: TestGateway;
let b: TestGateway;
const clock = new TestClock();

beforeAll(async () => {
  a = await startTestGateway({}, { clock });
  b = await startTestGateway({}, { clock, shareDatabaseWith: a });
  await Promise.all([a.listen(), b.listen()]);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

async function signedIn(gateway: TestGateway, userId: number) {
  const deviceId = `instances-${randomBytes(6).toString('hex')}`;
  const { loginToken } = await a.services.sessions.create(userId, deviceId);
  const client = new IndependentClient(gateway.url, { userId: String(userId), deviceId, loginToken });
  await client.handshake();
  return client;
}

describe('calls across two instances', () => {
  it('ring and bill through either instance, each minute charged once', async () => {
    const { users, hosts, presence } = a.services;
    const ledger = new LedgerService(a.services.database.db);
    const callerRow = await users.create({ nickname: 'Across' });
    const hostRow = await hosts.create({
      nickname: 'Other side',
      pricePerMinute: PRICE,
      pointsPerMinute: POINTS,
    });
    await ledger.grant({
      userId: callerRow.id,
      amount: PRICE * 100,
      key: `instances-${callerRow.id}`,
      memo: 't',
    });
    const coins = await ledger.balance(callerRow.id);
    await presence.heartbeat(callerRow.id);
    await presence.heartbeat(hostRow.id);
    const caller = await signedIn(a, callerRow.id);
    const host = await signedIn(b, hostRow.id);
    const hostSocket = TestSocket.open(socketUrl(host));
    await hostSocket.next({ type: 'hello' });

    const launched = await caller.post('/api/call/launch', { calleeId: String(hostRow.id) });
    const { roomNum, callId } = (launched.body.data as CallSession).call;
    expect((await hostSocket.next({ type: 'callIncoming' })).call).toMatchObject({ roomNum, role: 'callee' });
    const answered = await host.post('/api/call/answer', { roomNum });
    const answeredAt = (answered.body.data as { call: CallRecord }).call.answeredAt!;

    for (let minute = 1; minute < MINUTES; minute += 1)
      await clock.advanceTo(answeredAt + minute * MINUTE_MS);
    await clock.advanceTo(answeredAt + (MINUTES - 0.5) * MINUTE_MS);
    caller.clockSkewMs = clock.offsetMs;
    const hungUp = await caller.post('/api/call/hangup', { roomNum });
    expect((hungUp.body.data as { call: CallRecord }).call).toMatchObject({ state: 'ended' });
    await hostSocket.close();

    const db = a.services.database.db;
    const call = (await callByRoom(db, roomNum))!;
    const minutes = Math.floor((call.endedAt!.getTime() - call.answeredAt!.getTime()) / MINUTE_MS) + 1;
    expect(minutes).toBe(MINUTES);
    const keys = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `call:${callId}:%`));
    expect(keys.map((row) => row.key).sort()).toEqual(
      Array.from({ length: MINUTES }, (_, index) => minuteKey(Number(callId), index + 1)).sort(),
    );
    expect(call.minutesBilled).toBe(MINUTES);
    expect(await ledger.balance(callerRow.id)).toBe(coins - MINUTES * PRICE);
    expect(await ledger.balance(hostRow.id, 'point')).toBe(MINUTES * POINTS);
  }, 60_000);
});
