// The money rules a payments test checks after its moves (docs/ledger.md, docs/payments.md), in one place: the
// books balance, no balance goes below zero, each paid order is credited exactly once, and each subscription counts
// exactly the periods paid for it.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every currency sums to zero; every user balance is the sum of its entries; none is below zero. */
export async function expectBooksBalance(db: Db): Promise<void> {
  const currencies = await rows<{ currency: string; total: string }>(
    db,
    sql`SELECT a.currency, COALESCE(SUM(e.amount), 0)::text AS total
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY a.currency`,
  );
  for (const row of currencies) expect(Number(row.total), row.currency).toBe(0);
  const drift = await rows(
    db,
    sql`SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  expect(await rows(db, sql`SELECT id FROM ledger_accounts WHERE balance < 0`)).toEqual([]);
}

/**
 * The books balance (above); each paid order is credited once (`purchase:<orderNo>`); a subscription counts exactly
 * the periods paid for it, and never two orders for one period.
 */
export async function expectMoneyHolds(db: Db): Promise<void> {
  await expectBooksBalance(db);
  const credits = await rows<{ order_no: string; n: string }>(
    db,
    sql`SELECT o.order_no, count(t.id)::text AS n FROM pay_orders o
        LEFT JOIN ledger_transactions t ON t.idempotency_key = 'purchase:' || o.order_no
        WHERE o.status = 'success' GROUP BY o.order_no`,
  );
  for (const { order_no, n } of credits) expect(n, order_no).toBe('1');
  const periods = await rows<{ id: string; periods_paid: number; paid: string }>(
    db,
    sql`SELECT s.id, s.periods_paid, count(o.id) FILTER (WHERE o.status = 'success')::text AS paid
        FROM pay_subscriptions s LEFT JOIN pay_orders o ON o.subscription_id = s.id GROUP BY s.id`,
  );
  for (const row of periods) expect(Number(row.paid), `subscription ${row.id}`).toBe(row.periods_paid);
}
