import { BUSINESS_CODES, COIN_PROMOTIONS, type LedgerCurrency } from '@aura/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rewardClaims } from '../../db/schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
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
  userBalances,
  type AccountRef,
  type SystemAccount,
} from './queries.ts';

export type { AccountRef, SystemAccount } from './queries.ts';

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
export async function post(db: Db, request: TransactionRequest): Promise<PostedTransaction> {
  validate(request);
  return db.transaction(async (tx) => {
    const created = await insertTransaction(tx, {
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      memo: request.memo ?? '',
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
    await insertEntries(
      tx,
      request.postings.map(({ account, amount }, index) => ({
        transactionId: created.id,
        accountId: rows.get(refKey(account))!.id,
        amount,
        balanceAfter: entries[index]!.balanceAfter,
      })),
    );
    return { transactionId: created.id, replayed: false, entries };
  });
}

const coins = (userId: number): AccountRef => ({ userId, currency: 'coin' });
const system = (name: SystemAccount, currency: LedgerCurrency = 'coin'): AccountRef => ({
  system: name,
  currency,
});

/**
 * The sign-up coins of spec §9 (+120), once per account: the key is the account's id. Account creation calls it
 * inside the transaction that makes the account final, so an account never exists without them.
 */
export function signupBonus(db: Db, userId: number): Promise<PostedTransaction> {
  const amount = COIN_PROMOTIONS.signupBonusCoins;
  return post(db, {
    idempotencyKey: `signup:${userId}`,
    kind: 'signup_bonus',
    postings: [
      { account: system('signup_bonus'), amount: -amount },
      { account: coins(userId), amount },
    ],
  });
}

/**
 * Pays a claimed one-time reward (`reward_claims`) into the user's coins and marks it paid, in the caller's
 * transaction when given one. Undefined when there is no unpaid claim.
 */
export function payReward(db: Db, userId: number, reward: string): Promise<PostedTransaction | undefined> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(rewardClaims)
      .where(
        and(eq(rewardClaims.userId, userId), eq(rewardClaims.reward, reward), isNull(rewardClaims.paidAt)),
      )
      .for('update');
    if (!claim || claim.coins <= 0) return undefined;
    const result = await post(tx, {
      idempotencyKey: `reward:${userId}:${reward}`,
      kind: 'reward',
      memo: reward,
      postings: [
        { account: system('rewards'), amount: -claim.coins },
        { account: coins(userId), amount: claim.coins },
      ],
    });
    await tx
      .update(rewardClaims)
      .set({ paidAt: new Date() })
      .where(and(eq(rewardClaims.userId, userId), eq(rewardClaims.reward, reward)));
    return result;
  });
}

/** The user's coin balance after a transaction (0 when the transaction did not touch it). */
export function balanceAfter(result: PostedTransaction, userId: number, currency: LedgerCurrency = 'coin') {
  const entry = result.entries.find((line) => line.userId === userId && line.currency === currency);
  return entry?.balanceAfter ?? 0;
}

/**
 * Money rules in one place (style.md §8): every coin a user gets or spends moves through these methods, each a
 * balanced transaction of the ledger with its idempotency key.
 */
export class LedgerService {
  constructor(private readonly db: Db) {}

  async balance(userId: number, currency: LedgerCurrency = 'coin'): Promise<number> {
    return (await userBalances(this.db, [userId], currency)).get(userId) ?? 0;
  }

  balances(userIds: readonly number[], currency: LedgerCurrency = 'coin'): Promise<Map<number, number>> {
    return userBalances(this.db, userIds, currency);
  }

  post(request: TransactionRequest, db: Db = this.db): Promise<PostedTransaction> {
    return post(db, request);
  }

  /** The sign-up coins of spec §9, once per account whatever calls it how often. */
  signupBonus(userId: number, db: Db = this.db): Promise<PostedTransaction> {
    return signupBonus(db, userId);
  }

  /** An operator's grant; `key` (a ticket number, say) makes running the same grant twice harmless. */
  grant(
    { userId, amount, key, memo }: { userId: number; amount: number; key: string; memo: string },
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a grant is a positive number of coins');
    return post(db, {
      idempotencyKey: `grant:${key}`,
      kind: 'grant',
      memo,
      postings: [
        { account: system('grants'), amount: -amount },
        { account: coins(userId), amount },
      ],
    });
  }

  /**
   * Spends a user's coins (a call minute, a gift, a match): refused with `insufficientCoins` when the balance
   * cannot pay it all.
   */
  charge(
    { userId, amount, key, kind, memo = '' }: ChargeRequest,
    db: Db = this.db,
  ): Promise<PostedTransaction> {
    if (amount <= 0) throw new Error('ledger: a charge is a positive number of coins');
    return post(db, {
      idempotencyKey: key,
      kind,
      memo,
      postings: [
        { account: coins(userId), amount: -amount },
        { account: system('revenue'), amount },
      ],
    });
  }

  /** Pays a claimed one-time reward into the user's coins (see `payReward`). */
  payReward(userId: number, reward: string, db: Db = this.db): Promise<PostedTransaction | undefined> {
    return payReward(db, userId, reward);
  }
}

export interface ChargeRequest {
  userId: number;
  amount: number;
  /** Unique per charge: `call:<callId>:<minute>`, `gift:<sendId>` … */
  key: string;
  kind: string;
  memo?: string;
}
