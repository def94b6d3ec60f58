// Posting a balanced transaction: the one way money moves (docs/ledger.md). LedgerService names the movements.
import { BUSINESS_CODES, type LedgerCurrency } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { sendToUserIn } from '../realtime/index.ts';
import {
  addToBalance,
  ensureAccounts,
  insertEntries,
  insertTransaction,
  lockUserAccounts,
  refKey,
  rowKey,
  systemAccounts,
  transactionByKey,
  type AccountRef,
} from './queries.ts';

export interface Posting {
  account: AccountRef;
  /** Positive credits the account, negative debits it; a whole number of coins or points. */
  amount: number;
}

export interface TransactionRequest {
  /** Unique per movement of money: the same key again returns the first result and moves nothing. */
  idempotencyKey: string;
  kind: string;
  memo?: string;
  postings: readonly Posting[];
}

export interface PostedEntry {
  userId: number | null;
  system: string | null;
  currency: LedgerCurrency;
  amount: number;
  /** The user's balance after this entry; null for system accounts. */
  balanceAfter: number | null;
}

export interface PostedTransaction {
  transactionId: number;
  /** True when the key had been used: nothing moved now, this is what the first request did. */
  replayed: boolean;
  entries: PostedEntry[];
}

/** How a posting runs: the gateway's clock for the transaction's time (the database's own when left out). */
export interface PostOptions {
  now?: () => number;
}

/** A key used again for a different movement: a bug in the caller, never something to answer a user with. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`ledger: the idempotency key ${idempotencyKey} was already used for a different transaction`);
    this.name = 'IdempotencyConflictError';
  }
}

export function insufficientCoins(balance: number, required: number): GatewayError {
  return new GatewayError(BUSINESS_CODES.insufficientCoins, "You don't have enough coins.", {
    balance,
    required,
  });
}

function validate(request: TransactionRequest): void {
  if (!request.idempotencyKey) throw new Error('ledger: a transaction needs an idempotency key');
  if (request.postings.length < 2) throw new Error('ledger: a transaction has at least two entries');
  const sums = new Map<LedgerCurrency, number>();
  const seen = new Set<string>();
  for (const { account, amount } of request.postings) {
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new Error(`ledger: an amount must be a non-zero whole number, not ${amount}`);
    const key = refKey(account);
    if (seen.has(key)) throw new Error(`ledger: ${key} appears twice in one transaction`);
    seen.add(key);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new Error(`ledger: the ${currency} entries sum to ${sum}, not zero`);
}

function sameMovement(request: TransactionRequest, entries: readonly PostedEntry[]): boolean {
  const asked = request.postings.map((posting) => `${refKey(posting.account)}=${posting.amount}`).sort();
  const done = entries.map((entry) => `${rowKey(entry)}=${entry.amount}`).sort();
  return asked.length === done.length && asked.every((line, index) => line === done[index]);
}

async function replay(db: Db, request: TransactionRequest): Promise<PostedTransaction> {
  const found = await transactionByKey(db, request.idempotencyKey);
  if (!found) throw new Error(`ledger: transaction ${request.idempotencyKey} vanished`);
  if (!sameMovement(request, found.entries)) throw new IdempotencyConflictError(request.idempotencyKey);
  return { transactionId: found.transaction.id, replayed: true, entries: found.entries };
}

/**
 * Posts a transaction: in one database transaction (a savepoint when `db` is already one), claims the key, locks
 * the users' accounts, refuses with `insufficientCoins` when a user's balance would go below zero (nothing is
 * kept then, not even the key), and writes the balances with the entries that explain them.
 */
export async function post(
  db: Db,
  request: TransactionRequest,
  options: PostOptions = {},
): Promise<PostedTransaction> {
  validate(request);
  return db.transaction(async (tx) => {
    const created = await insertTransaction(tx, {
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      memo: request.memo ?? '',
      ...(options.now ? { createdAt: new Date(options.now()) } : {}),
    });
    if (!created) return replay(tx, request);

    const refs = request.postings.map((posting) => posting.account);
    await ensureAccounts(tx, refs);
    const users = await lockUserAccounts(tx, refs);
    const rows = new Map([...users, ...(await systemAccounts(tx, refs))].map((row) => [rowKey(row), row]));

    for (const { account, amount } of request.postings) {
      const row = rows.get(refKey(account))!;
      if (row.balance !== null && row.balance + amount < 0) throw insufficientCoins(row.balance, -amount);
    }
    const entries: PostedEntry[] = [];
    for (const { account, amount } of request.postings) {
      const row = rows.get(refKey(account))!;
      const balanceAfter = row.balance === null ? null : await addToBalance(tx, row.id, amount);
      entries.push({ userId: row.userId, system: row.system, currency: row.currency, amount, balanceAfter });
    }
    const accountIds = request.postings.map(({ account }) => rows.get(refKey(account))!.id);
    const entryIds = await insertEntries(
      tx,
      request.postings.map(({ amount }, index) => ({
        transactionId: created.id,
        accountId: accountIds[index]!,
        amount,
        balanceAfter: entries[index]!.balanceAfter,
      })),
    );
    await announce(tx, request.kind, entries, (index) => entryIds.get(accountIds[index]!)!);
    return { transactionId: created.id, replayed: false, entries };
  });
}

/**
 * Every user whose account moved is told (`balanceChanged`, architecture §6 "The user always knows"), by the
 * posting's own transaction: the message leaves when the outermost transaction commits, on every gateway
 * instance, and never when it rolls back. This is the one place balance events come from, whoever moved the money.
 */
async function announce(
  tx: Db,
  kind: string,
  entries: readonly PostedEntry[],
  seqOf: (index: number) => number,
): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    if (entry.userId === null || entry.balanceAfter === null) continue;
    await sendToUserIn(tx, entry.userId, {
      type: 'balanceChanged',
      currency: entry.currency,
      balance: entry.balanceAfter,
      change: entry.amount,
      kind,
      seq: seqOf(index),
    });
  }
}

/** The user's balance after a transaction (0 when the transaction did not touch it). */
export function balanceAfter(result: PostedTransaction, userId: number, currency: LedgerCurrency = 'coin') {
  const entry = result.entries.find((line) => line.userId === userId && line.currency === currency);
  return entry?.balanceAfter ?? 0;
}

/** Whether `error` is the ledger's refusal of a payment the balance cannot make. */
export function isInsufficientCoins(error: unknown): boolean {
  return error instanceof GatewayError && error.code === BUSINESS_CODES.insufficientCoins;
}
