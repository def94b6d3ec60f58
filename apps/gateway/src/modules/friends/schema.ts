// The friends tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Friends (spec §4, §6): one row per pair, the smaller user id first, so a pair is stored once and "are they
 * friends" is one primary-key lookup. Only accepted friendships live here; requests (and removal, which wipes the
 * chat) come with the friends feature, which builds on this table.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: bigint('user_low', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userHigh: bigint('user_high', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    index('friendships_high').on(table.userHigh),
    check('friendships_ordered', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/**
 * Blocks (spec §4 "Users can be blocked and unblocked"; issue 18): `blockerId` blocked `blockedId`. A block works
 * both ways (the two are never matched, neither can ring the other), but only the blocker can lift it.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked').on(table.blockedId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
