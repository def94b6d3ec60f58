// The live wallet (architecture §6 "The user always knows"; docs/ledger.md "Balance events"): every ledger
// movement of a user is pushed to every tab of theirs on every instance once its transaction commits, never
// when it rolls back; `GET /api/wallet` answers the same balances with the same `seq`, and a host's earnings.
import { BUSINESS_CODES, getHostEarnings, type HostEarnings, type Wallet } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CallBed, act, launch } from './call-kit.ts';
import { DAY_MS } from './account-kit.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { TestSocket, socketUrl, type Message } from './realtime-client.ts';

const PRICE = 10;
const POINTS = 6;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

const balanceEvents = (socket: TestSocket): Message[] =>
  socket.received.filter((message) => message.type === 'balanceChanged');

async function wallet(client: IndependentClient): Promise<Wallet> {
  const { body } = await client.get('/api/wallet', {});
  expect(body.code).toBe(200);
  return body.data as Wallet;
}

describe('balance events', () => {
  it('go to every tab of the user once the movement commits, with the balance and a growing seq', async () => {
    const user = await bed.caller(0, 'Two tabs');
    const [tab1, tab2] = [await bed.socket(user), await bed.socket(user)];
    const first = await bed.grant(user.userId, 30);
    const balance = await bed.coins(user.userId);
    for (const tab of [tab1, tab2]) {
      expect(await tab.next({ type: 'balanceChanged' })).toEqual({
        type: 'balanceChanged',
        currency: 'coin',
        balance,
        change: 30,
        kind: 'grant',
        seq: expect.any(Number),
      });
    }
    await bed.ledger.charge({ userId: user.userId, amount: 7, key: `gift:${user.userId}`, kind: 'gift' });
    const spent = await tab1.next({ type: 'balanceChanged' });
    expect(spent).toMatchObject({ currency: 'coin', balance: balance - 7, change: -7, kind: 'gift' });
    expect(spent.seq as number).toBeGreaterThan(balanceEvents(tab1)[0]!.seq as number);

    // The wallet endpoint says the same, with the seq of the last movement.
    expect((await wallet(user.client)).coins).toEqual({ balance: balance - 7, seq: spent.seq });
    expect(first.replayed).toBe(false);
    await Promise.all([tab1.close(), tab2.close()]);
  });

  it('are not sent for a refused charge, a replayed key, or a movement whose transaction rolls back', async () => {
    const user = await bed.caller(0, 'Nothing moved');
    const tab = await bed.socket(user);
    const balance = await bed.coins(user.userId);
    await expect(
      bed.ledger.charge({
        userId: user.userId,
        amount: balance + 1,
        key: `too-much:${user.userId}`,
        kind: 'gift',
      }),
    ).rejects.toMatchObject({ code: BUSINESS_CODES.insufficientCoins });
    const key = `once:${user.userId}`;
    await bed.ledger.grant({ userId: user.userId, amount: 5, key, memo: 'test' });
    await bed.ledger.grant({ userId: user.userId, amount: 5, key, memo: 'test' });
    // A movement inside a transaction that fails afterwards: its event goes with it.
    const db = bed.gateway.services.database.db;
    await expect(
      db.transaction(async (tx) => {
        await bed.ledger.grant(
          { userId: user.userId, amount: 100, key: `undone:${user.userId}`, memo: 'x' },
          tx,
        );
        throw new Error('the cause of the grant failed');
      }),
    ).rejects.toThrow('the cause');
    // A savepoint rolled back inside a transaction that commits.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await bed.ledger.grant(
            { userId: user.userId, amount: 50, key: `inner:${user.userId}`, memo: 'x' },
            inner,
          );
          throw new Error('inner undone');
        })
        .catch(() => {});
      await tx.execute(sql`SELECT 1`);
    });
    // A marker after all of it: whatever the socket got before it is all it will get of the above.
    await bed.grant(user.userId, 1);
    await tab.next({ type: 'balanceChanged', change: 1 });
    expect(balanceEvents(tab).map((event) => event.change)).toEqual([5, 1]);
    expect(await bed.coins(user.userId)).toBe(balance + 6);
    await tab.close();
  });

  it('tell the caller their coins and the host her points at every minute of a call', async () => {
    const caller = await bed.caller(PRICE * 3, 'Paying');
    const host = await bed.host(PRICE, POINTS, 'Earning');
    const [callerTab, hostTab] = [await bed.socket(caller), await bed.socket(host)];
    const before = await bed.coins(caller.userId);
    const { body } = await launch(caller, host.userId);
    await act(host, 'answer', body.data.call.roomNum);
    await bed.elapse(bed.gateway.services.calls.minuteMs);
    for (const minute of [1, 2]) {
      expect(await callerTab.next({ type: 'balanceChanged' })).toMatchObject({
        currency: 'coin',
        balance: before - minute * PRICE,
        change: -PRICE,
        kind: 'call_minute',
      });
      expect(await hostTab.next({ type: 'balanceChanged' })).toMatchObject({
        currency: 'point',
        balance: minute * POINTS,
        change: POINTS,
        kind: 'call_minute',
      });
    }
    await act(caller, 'hangup', body.data.call.roomNum);
    const earned = await wallet(host.client);
    expect(earned.points).toMatchObject({
      balance: 2 * POINTS,
      earnedToday: 2 * POINTS,
      earnedTotal: 2 * POINTS,
    });
    expect(earned.points.seq).toBe(balanceEvents(hostTab).at(-1)!.seq);
    await Promise.all([callerTab.close(), hostTab.close()]);
  });
});

describe('the wallet endpoint', () => {
  it('answers zeros before any movement, and counts today from 0:00 UTC by the gateway clock', async () => {
    const host = await bed.host(PRICE, POINTS, 'New host');
    expect(await wallet(host.client)).toEqual({
      host: true,
      coins: { balance: 0, seq: 0 },
      points: { balance: 0, seq: 0, earnedToday: 0, earnedTotal: 0 },
    });
    const caller = await bed.caller(PRICE * 2, 'Day one');
    expect((await wallet(caller.client)).host).toBe(false);
    const { body } = await launch(caller, host.userId);
    await act(host, 'answer', body.data.call.roomNum);
    await act(caller, 'hangup', body.data.call.roomNum);
    expect((await wallet(host.client)).points).toMatchObject({ earnedToday: POINTS, earnedTotal: POINTS });

    await bed.advance(DAY_MS);
    const again = await launch(caller, host.userId);
    await act(host, 'answer', again.body.data.call.roomNum);
    await act(caller, 'hangup', again.body.data.call.roomNum);
    expect((await wallet(host.client)).points).toMatchObject({
      balance: 2 * POINTS,
      earnedToday: POINTS,
      earnedTotal: 2 * POINTS,
    });
  });

  it('is for a signed-in user only', async () => {
    const visitor = new IndependentClient(bed.url, { deviceId: 'wallet-visitor-1' });
    const answer = await visitor.get('/api/wallet', {}, { signed: false, encrypt: false });
    expect(answer.httpStatus).toBe(401);
    expect(answer.body.code).toBe(401);
  });
});

describe('host earnings (issue 14)', () => {
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  async function earnings(client: IndependentClient): Promise<HostEarnings> {
    const { body } = await client.get(getHostEarnings.path, {});
    expect(body.code).toBe(200);
    return body.data as HostEarnings;
  }

  it('are the host’s points per call and per UTC day, as the ledger credited them', async () => {
    const host = await bed.host(PRICE, POINTS, 'Earnings');
    expect(await earnings(host.client)).toEqual({ host: true, days: [], calls: [] });
    const caller = await bed.caller(PRICE * 10, 'Pays her');
    // Day one: a call of three paid minutes, then one of one.
    const first = await launch(caller, host.userId);
    await act(host, 'answer', first.body.data.call.roomNum);
    await bed.elapse(bed.gateway.services.calls.minuteMs);
    await bed.elapse(bed.gateway.services.calls.minuteMs);
    await act(caller, 'hangup', first.body.data.call.roomNum);
    const second = await launch(caller, host.userId);
    await act(host, 'answer', second.body.data.call.roomNum);
    await act(caller, 'hangup', second.body.data.call.roomNum);
    const dayOne = utcDay(bed.now());
    // Day two: one call of one minute.
    await bed.advance(DAY_MS);
    const third = await launch(caller, host.userId);
    await act(host, 'answer', third.body.data.call.roomNum);
    await act(caller, 'hangup', third.body.data.call.roomNum);

    const seen = await earnings(host.client);
    expect(seen.days).toEqual([
      { day: utcDay(bed.now()), points: POINTS, calls: 1 },
      { day: dayOne, points: 4 * POINTS, calls: 2 },
    ]);
    expect(seen.calls.map(({ callId, minutes, points }) => ({ callId, minutes, points }))).toEqual([
      { callId: third.body.data.call.callId, minutes: 1, points: POINTS },
      { callId: second.body.data.call.callId, minutes: 1, points: POINTS },
      { callId: first.body.data.call.callId, minutes: 3, points: 3 * POINTS },
    ]);
    // The same sums as the wallet's balance: one source of truth.
    expect((await wallet(host.client)).points.balance).toBe(5 * POINTS);
    expect(seen.calls[0]!.startedAt).toBeGreaterThan(seen.calls[2]!.startedAt);
    // A caller earns nothing and is told she is no host.
    expect(await earnings(caller.client)).toEqual({ host: false, days: [], calls: [] });
  });
});

describe('across instances', () => {
  let other: TestGateway;
  beforeAll(async () => {
    other = await startTestGateway({}, { shareDatabaseWith: bed.gateway });
    await other.listen();
  });
  afterAll(() => other.close());

  it('reaches a tab on another instance than the one that moved the money', async () => {
    const user = await bed.caller(0, 'Elsewhere');
    const there = TestSocket.open(socketUrl(new IndependentClient(other.url, user.identity)));
    await there.next({ type: 'hello' });
    await bed.grant(user.userId, 12);
    expect(await there.next({ type: 'balanceChanged' })).toMatchObject({ change: 12, kind: 'grant' });
    await there.close();
  });
});
