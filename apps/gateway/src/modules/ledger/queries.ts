import type { LedgerCurrency } from '@aura/contracts';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema.ts';

/** The system's own accounts. Their balance is the sum of their entries (negative for a source of money). */
export const SYSTEM_ACCOUNTS = [
  /** Where the sign-up coins come from. */
  'signup_bonus',
  /** Where operators' grants come from. */
  'grants',
  /** Where one-time rewards (first binds …) come from. */
  'rewards',
  /** Where spent coins go. */
  'revenue',
  /** Where the points hosts earn come from. */
  'host_earnings',
  /** Balances carried over from before the ledger. */
  'opening',
  /** Where bought coins come from (and refunded ones go back to): the PSP's side of a purchase. */
  'purchases',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef =
  { userId: number; currency: LedgerCurrency } | { system: SystemAccount; currency: LedgerCurrency };

export interface AccountRow {
  id: number;
  userId: number | null;
  system: string | null;
  currency: LedgerCurrency;
  balance: number | null;
}

export function refKey(ref: AccountRef): string {
  return 'userId' in ref ? `user:${ref.userId}:${ref.currency}` : `system:${ref.system}:${ref.currency}`;
}

export function rowKey(row: { userId: number | null; system: string | null; currency: string }): string {
  return row.userId !== null ? `user:${row.userId}:${row.currency}` : `system:${row.system}:${row.currency}`;
}

const accountColumns = {
  id: ledgerAccounts.id,
  userId: ledgerAccounts.userId,
  system: ledgerAccounts.system,
  currency: ledgerAccounts.currency,
  balance: ledgerAccounts.balance,
};

/** Makes the accounts that do not exist yet; a user's starts at zero. */
export async function ensureAccounts(db: Db, refs: readonly AccountRef[]): Promise<void> {
  if (refs.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(
      refs.map((ref) =>
        'userId' in ref
          ? { userId: ref.userId, currency: ref.currency, balance: 0 }
          : { system: ref.system, currency: ref.currency, balance: null },
      ),
    )
    .onConflictDoNothing();
}

function matching(refs: readonly AccountRef[]) {
  return or(
    ...refs.map((ref) =>
      'userId' in ref
        ? and(eq(ledgerAccounts.userId, ref.userId), eq(ledgerAccounts.currency, ref.currency))
        : and(eq(ledgerAccounts.system, ref.system), eq(ledgerAccounts.currency, ref.currency)),
    ),
  );
}

/**
 * Users' accounts, locked until the transaction ends, in id order: two transfers between the same accounts
 * always lock them in the same order, so they queue instead of deadlocking.
 */
export function lockUserAccounts(db: Db, refs: readonly AccountRef[]): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(and(matching(refs), isNotNull(ledgerAccounts.userId)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** System accounts are read, never locked: nothing about them can be refused. */
export function systemAccounts(db: Db, refs: readonly AccountRef[]): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(and(matching(refs), isNotNull(ledgerAccounts.system)));
}

/** Claims an idempotency key: the new transaction's id, or undefined when the key was used before. */
export async function insertTransaction(
  db: Db,
  values: { idempotencyKey: string; kind: string; memo: string; createdAt?: Date },
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  return row;
}

export async function addToBalance(db: Db, accountId: number, amount: number): Promise<number> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(ledgerAccounts.id, accountId))
    .returning({ balance: ledgerAccounts.balance });
  return row!.balance!;
}

/** Writes a transaction's entries; their ids, by account (an account appears once in a transaction). */
export async function insertEntries(
  db: Db,
  entries: (typeof ledgerEntries.$inferInsert)[],
): Promise<Map<number, number>> {
  const rows = await db
    .insert(ledgerEntries)
    .values(entries)
    .returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId });
  return new Map(rows.map((row) => [row.accountId, row.id]));
}

/** A transaction by its idempotency key, with its entries and their accounts. */
export async function transactionByKey(db: Db, idempotencyKey: string) {
  const [transaction] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!transaction) return undefined;
  const entries = await db
    .select({
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      userId: ledgerAccounts.userId,
      system: ledgerAccounts.system,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transaction.id))
    .orderBy(asc(ledgerEntries.id));
  return { transaction, entries };
}

export async function userBalances(
  db: Db,
  userIds: readonly number[],
  currency: LedgerCurrency,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.userId, [...userIds]), eq(ledgerAccounts.currency, currency)));
  return new Map(rows.map((row) => [row.userId!, row.balance ?? 0]));
}

/** The last entries of a user's account, newest first (the operator's view; no user endpoint yet). */
export function recentEntries(db: Db, userId: number, currency: LedgerCurrency, limit: number) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      createdAt: ledgerTransactions.createdAt,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)))
    .orderBy(sql`${ledgerEntries.id} DESC`)
    .limit(limit);
}

export interface WalletRow {
  currency: LedgerCurrency;
  balance: number;
  /** The id of the account's last entry: it grows with every movement of the account (0 before any). */
  seq: number;
  /** The sum of the account's credits, all told and since `since`. */
  receivedTotal: number;
  receivedSince: number;
}

/**
 * A user's accounts (the ones that exist), each read in one statement so that a balance and its `seq` belong
 * together: what the wallet endpoint answers.
 */
export async function walletRows(db: Db, userId: number, since: Date): Promise<WalletRow[]> {
  const result = (await db.execute(sql`
    SELECT a.currency, a.balance::float8 AS balance,
      coalesce((SELECT max(e.id) FROM ledger_entries e WHERE e.account_id = a.id), 0)::float8 AS seq,
      coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id AND e.amount > 0), 0)::float8
        AS received_total,
      coalesce((
        SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = a.id AND e.amount > 0 AND t.created_at >= ${since.toISOString()}
      ), 0)::float8 AS received_since
    FROM ledger_accounts a
    WHERE a.user_id = ${userId}`)) as unknown as {
    rows: {
      currency: LedgerCurrency;
      balance: number;
      seq: number;
      received_total: number;
      received_since: number;
    }[];
  };
  return result.rows.map((row) => ({
    currency: row.currency,
    balance: row.balance,
    seq: row.seq,
    receivedTotal: row.received_total,
    receivedSince: row.received_since,
  }));
}

/** The `call_minute` transactions' key is `call:<callId>:<minute>` (service.ts `callMinuteKey`). */
const CALL_ID_OF_KEY = sql`split_part(t.idempotency_key, ':', 2)`;

/**
 * A user's point credits grouped by UTC day since `since`, newest first: the points, and how many calls paid a
 * minute that day.
 */
export async function pointsByDay(
  db: Db,
  userId: number,
  since: Date,
): Promise<{ day: string; points: number; calls: number }[]> {
  const result = (await db.execute(sql`
    SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      sum(e.amount)::float8 AS points,
      count(DISTINCT CASE WHEN t.kind = 'call_minute' THEN ${CALL_ID_OF_KEY} END)::float8 AS calls
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.currency = 'point' AND e.amount > 0
      AND t.created_at >= ${since.toISOString()}
    GROUP BY 1
    ORDER BY 1 DESC`)) as unknown as { rows: { day: string; points: number; calls: number }[] };
  return result.rows.map((row) => ({ day: row.day, points: row.points, calls: row.calls }));
}

/** A user's points per call (the `call_minute` credits grouped by call), the latest `limit` calls, newest first. */
export async function pointsByCall(
  db: Db,
  userId: number,
  limit: number,
): Promise<{ callId: string; startedAt: number; minutes: number; points: number }[]> {
  const result = (await db.execute(sql`
    SELECT ${CALL_ID_OF_KEY} AS call_id,
      (extract(epoch FROM min(t.created_at)) * 1000)::float8 AS started_at,
      count(*)::float8 AS minutes,
      sum(e.amount)::float8 AS points
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.currency = 'point' AND e.amount > 0 AND t.kind = 'call_minute'
    GROUP BY 1
    ORDER BY max(e.id) DESC
    LIMIT ${limit}`)) as unknown as {
    rows: { call_id: string; started_at: number; minutes: number; points: number }[];
  };
  return result.rows.map((row) => ({
    callId: row.call_id,
    startedAt: Math.round(row.started_at),
    minutes: row.minutes,
    points: row.points,
  }));
}
