// The rewards tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** Rewards a user can get once (first bind of an e-mail, of a phone …); the ledger pays them. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reward: text('reward').notNull(),
    coins: integer('coins').notNull(),
    claimedAt: moment('claimed_at').notNull().defaultNow(),
    /** Set once the ledger has credited the coins. */
    paidAt: moment('paid_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reward] })],
);
