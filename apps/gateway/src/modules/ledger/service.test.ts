import { BUSINESS_CODES, COIN_PROMOTIONS } from '@aura/contracts';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { UserService } from '../users/index.ts';
import { IdempotencyConflictError, balanceAfter } from './posting.ts';
import { LedgerService, callMinuteKey } from './service.ts';

let database: TestDatabase;
let ledger: LedgerService;
let users: UserService;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = new LedgerService(database.db);
  users = new UserService(database.db, ledger);
});
afterAll(() => database.dispose());

/** Rows of raw SQL; both drivers answer `{ rows }`. */
async function rows<T>(query: SQL, db: Db = database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const newUser = async () => (await users.create({ nickname: 'ledger' })).id;
let keys = 0;
const key = (what: string) => `${what}-${(keys += 1)}`;

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

/** Every currency's entries and every transaction's entries sum to zero; every user balance is its entries' sum. */
async function expectBooksBalance() {
  const currencies = await rows<{ currency: string; total: string }>(sql`
    SELECT a.currency, COALESCE(SUM(e.amount), 0)::text AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY a.currency`);
  for (const row of currencies) expect(Number(row.total), row.currency).toBe(0);
  const drift = await rows(sql`
    SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`);
  expect(drift).toEqual([]);
}

describe('the sign-up bonus', () => {
  it('credits the spec’s coins once, however often it is asked', async () => {
    const userId = await newUser();
    const first = await ledger.signupBonus(userId);
    expect(first.replayed).toBe(false);
    expect(balanceAfter(first, userId)).toBe(COIN_PROMOTIONS.signupBonusCoins);
    const again = await ledger.signupBonus(userId);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await ledger.balance(userId)).toBe(COIN_PROMOTIONS.signupBonusCoins);
    await expectBooksBalance();
  });
});

describe('grants and charges', () => {
  it('returns the first result for a repeated key and moves nothing', async () => {
    const userId = await newUser();
    const grantKey = key('ticket');
    const first = await ledger.grant({ userId, amount: 50, key: grantKey, memo: 'support' });
    const repeated = await ledger.grant({ userId, amount: 50, key: grantKey, memo: 'support' });
    expect(repeated.transactionId).toBe(first.transactionId);
    expect(repeated.replayed).toBe(true);
    expect(await ledger.balance(userId)).toBe(50);
  });

  it('refuses a key used before for another movement', async () => {
    const userId = await newUser();
    const grantKey = key('ticket');
    await ledger.grant({ userId, amount: 10, key: grantKey, memo: '' });
    await expect(ledger.grant({ userId, amount: 11, key: grantKey, memo: '' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await ledger.balance(userId)).toBe(10);
  });

  it('refuses a charge the balance cannot pay with insufficientCoins, and keeps nothing of it', async () => {
    const userId = await newUser();
    await ledger.grant({ userId, amount: 30, key: key('g'), memo: '' });
    const chargeKey = key('call');
    const error = await refusal(ledger.charge({ userId, amount: 31, key: chargeKey, kind: 'call_minute' }));
    expect(error.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(error.data).toEqual({ balance: 30, required: 31 });
    expect(await ledger.balance(userId)).toBe(30);
    // The refused key was not used up: once the coins are there, the same charge goes through.
    await ledger.grant({ userId, amount: 1, key: key('g'), memo: '' });
    const paid = await ledger.charge({ userId, amount: 31, key: chargeKey, kind: 'call_minute' });
    expect(paid.replayed).toBe(false);
    expect(balanceAfter(paid, userId)).toBe(0);
    await expectBooksBalance();
  });

  it('refuses malformed transactions before touching the database', async () => {
    const userId = await newUser();
    const account = { userId, currency: 'coin' as const };
    const revenue = { system: 'revenue' as const, currency: 'coin' as const };
    const bad = [
      [{ account, amount: 5 }],
      [
        { account, amount: 5 },
        { account: revenue, amount: -4 },
      ],
      [
        { account, amount: 0.5 },
        { account: revenue, amount: -0.5 },
      ],
      [
        { account, amount: 5 },
        { account: { system: 'host_earnings' as const, currency: 'point' as const }, amount: -5 },
      ],
    ];
    for (const postings of bad)
      await expect(ledger.post({ idempotencyKey: key('bad'), kind: 'test', postings })).rejects.toThrow(
        /ledger:/,
      );
    expect(await ledger.balance(userId)).toBe(0);
  });
});

/** The database's own message, under the wrappers drizzle puts around it. */
async function databaseError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const messages: string[] = [];
  for (
    let cause = error as { message?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as never
  )
    messages.push(String(cause.message));
  return messages.join(' / ');
}

describe('what the database itself refuses', () => {
  it('an unbalanced transaction, at commit', async () => {
    const userId = await newUser();
    await ledger.grant({ userId, amount: 5, key: key('g'), memo: '' });
    const message = await databaseError(
      database.db.transaction(async (tx) => {
        const [created] = await rows<{ id: number }>(
          sql`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES (${key('raw')}, 'raw') RETURNING id`,
          tx,
        );
        await tx.execute(sql`
          INSERT INTO ledger_entries (transaction_id, account_id, amount)
          SELECT ${created!.id}, id, 7 FROM ledger_accounts WHERE user_id = ${userId}`);
      }),
    );
    expect(message).toMatch(/does not balance/);
    await expectBooksBalance();
  });

  it('a negative user balance, and any change to a written entry', async () => {
    const userId = await newUser();
    await ledger.grant({ userId, amount: 5, key: key('g'), memo: '' });
    expect(
      await databaseError(
        database.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE user_id = ${userId}`),
      ),
    ).toMatch(/ledger_accounts_balance_not_negative/);
    expect(
      await databaseError(database.db.execute(sql`UPDATE ledger_entries SET amount = amount * 2`)),
    ).toMatch(/append-only/);
    expect(await databaseError(database.db.execute(sql`DELETE FROM ledger_transactions`))).toMatch(
      /append-only/,
    );
  });
});

describe('rewards', () => {
  it('are paid once per user and reward, under a key naming both', async () => {
    const userId = await newUser();
    const paid = await ledger.reward({ userId, reward: 'bind_email', amount: 20 });
    expect(balanceAfter(paid, userId)).toBe(20);
    expect(await ledger.reward({ userId, reward: 'bind_email', amount: 20 })).toEqual({
      ...paid,
      replayed: true,
    });
    expect((await ledger.reward({ userId, reward: 'bind_phone', amount: 20 })).replayed).toBe(false);
    expect(await ledger.balance(userId)).toBe(40);
    const [row] = await rows<{ idempotency_key: string }>(
      sql`SELECT idempotency_key FROM ledger_transactions WHERE id = ${paid.transactionId}`,
    );
    expect(row?.idempotency_key).toBe(`reward:${userId}:bind_email`);
    await expectBooksBalance();
  });
});

describe('call minutes', () => {
  it("move the caller's coins to revenue and the callee's points in one transaction, once per minute", async () => {
    const [callerId, calleeId] = [await newUser(), await newUser()];
    await ledger.grant({ userId: callerId, amount: 25, key: key('g'), memo: '' });
    const minute = {
      callId: 9_000_001,
      minute: 1,
      callerId,
      calleeId,
      pricePerMinute: 10,
      pointsPerMinute: 6,
    };
    const first = await ledger.chargeCallMinute(minute);
    expect(first.balance).toBe(15);
    expect(await ledger.balance(calleeId, 'point')).toBe(6);
    expect((await ledger.chargeCallMinute(minute)).transaction.replayed).toBe(true);
    await ledger.chargeCallMinute({ ...minute, minute: 2 });
    const refused = await refusal(ledger.chargeCallMinute({ ...minute, minute: 3 }));
    expect(refused.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await ledger.balance(callerId)).toBe(5);
    expect(await ledger.balance(calleeId, 'point')).toBe(12);
    const keys = await rows<{ idempotency_key: string }>(
      sql`SELECT idempotency_key FROM ledger_transactions WHERE kind = 'call_minute' AND memo LIKE 'call 9000001 %' ORDER BY id`,
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      callMinuteKey(9_000_001, 1),
      callMinuteKey(9_000_001, 2),
    ]);
    await expectBooksBalance();
  });
});

describe('concurrent spending', () => {
  it('never takes a balance below zero nor loses a coin', async () => {
    const userId = await newUser();
    const start = 100;
    const price = 7;
    const attempts = 40;
    await ledger.grant({ userId, amount: start, key: key('g'), memo: '' });
    const revenueBefore = await systemBalance('revenue');
    const outcomes = await Promise.allSettled(
      Array.from({ length: attempts }, () =>
        ledger.charge({ userId, amount: price, key: key('minute'), kind: 'call_minute' }),
      ),
    );
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(paid).toBe(Math.floor(start / price));
    expect(refused).toHaveLength(attempts - paid);
    for (const reason of refused)
      expect((reason as GatewayError).code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await ledger.balance(userId)).toBe(start % price);
    expect((await systemBalance('revenue')) - revenueBefore).toBe(paid * price);
    await expectBooksBalance();
  });

  it('keeps the sum of balances constant under parallel transfers between users in both directions', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, newUser));
    for (const userId of people) await ledger.grant({ userId, amount: 20, key: key('g'), memo: '' });
    const moves = Array.from({ length: 60 }, (_, index) => ({
      from: people[index % people.length]!,
      to: people[(index * 3 + 1) % people.length]!,
      amount: 1 + ((index * 7) % 13),
    })).filter((move) => move.from !== move.to);
    const outcomes = await Promise.allSettled(
      moves.map(({ from, to, amount }) =>
        ledger.post({
          idempotencyKey: key('gift'),
          kind: 'transfer',
          postings: [
            { account: { userId: from, currency: 'coin' }, amount: -amount },
            { account: { userId: to, currency: 'coin' }, amount },
          ],
        }),
      ),
    );
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect((outcome.reason as GatewayError).code).toBe(BUSINESS_CODES.insufficientCoins);
    const balances = await ledger.balances(people);
    expect([...balances.values()].reduce((sum, balance) => sum + balance, 0)).toBe(20 * people.length);
    for (const balance of balances.values()) expect(balance).toBeGreaterThanOrEqual(0);
    await expectBooksBalance();
  });
});

describe('any sequence of grants and charges', () => {
  it('leaves the balance at what was paid in minus what was accepted, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ grant: fc.boolean(), amount: fc.integer({ min: 1, max: 50 }) }), {
          maxLength: 12,
        }),
        async (operations) => {
          const userId = await newUser();
          let expected = 0;
          for (const { grant, amount } of operations) {
            if (grant) {
              await ledger.grant({ userId, amount, key: key('p'), memo: '' });
              expected += amount;
            } else if (amount <= expected) {
              await ledger.charge({ userId, amount, key: key('p'), kind: 'test' });
              expected -= amount;
            } else {
              const error = await refusal(ledger.charge({ userId, amount, key: key('p'), kind: 'test' }));
              expect(error.code).toBe(BUSINESS_CODES.insufficientCoins);
            }
            expect(await ledger.balance(userId)).toBe(expected);
          }
        },
      ),
      { numRuns: 15 },
    );
    await expectBooksBalance();
  });
});

async function systemBalance(name: string): Promise<number> {
  const [row] = await rows<{ total: string }>(sql`
    SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id WHERE a.system = ${name} AND a.currency = 'coin'`);
  return Number(row!.total);
}
