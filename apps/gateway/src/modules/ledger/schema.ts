// The ledger tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { LedgerCurrency } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * The ledger's accounts (docs/ledger.md): a user's coins, a host's points, and the system's own accounts (where
 * granted coins come from, where spent coins go). A user's balance is kept here, changed only together with the
 * entries that explain it, and can never go below zero. System accounts keep no balance (null): it is the sum of
 * their entries, so no single row is locked by every charge in the system.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** The system account's name (`signup_bonus`, `grants`, `revenue` …); null for a user's account. */
    system: text('system'),
    /** `coin` or `point`: every transaction balances in each currency on its own. */
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    balance: bigint('balance', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_currency')
      .on(table.userId, table.currency)
      .where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_currency')
      .on(table.system, table.currency)
      .where(sql`${table.system} IS NOT NULL`),
    check('ledger_accounts_one_owner', sql`(${table.userId} IS NULL) <> (${table.system} IS NULL)`),
    check('ledger_accounts_user_has_balance', sql`(${table.userId} IS NULL) = (${table.balance} IS NULL)`),
    check('ledger_accounts_balance_not_negative', sql`${table.balance} >= 0`),
    check('ledger_accounts_currency', sql`${table.currency} IN ('coin', 'point')`),
  ],
);

/** One movement of money: its entries sum to zero per currency; its key makes a repeated request a no-op. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Unique per movement: `signup:100001`, `grant:<key>`, `reward:100001:bind_email`, `call:<id>:<minute>`. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** What moved the money: signup_bonus, grant, reward, charge … */
  kind: text('kind').notNull(),
  /** Who or what asked (an operator's reason, the call id …); never shown to users. */
  memo: text('memo').notNull().default(''),
  createdAt: createdAt(),
});

/** The lines of a transaction. Append-only: a mistake is corrected by another transaction, never an edit. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this entry; null for system accounts, which keep none. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transaction').on(table.transactionId),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
