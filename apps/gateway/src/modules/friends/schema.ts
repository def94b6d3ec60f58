// The friends tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
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

export type FriendRequestState = 'pending' | 'accepted' | 'declined';

/**
 * Friend requests (spec §4 "request sent; other side accepts"): at most one pending request from one user to
 * another (`friend_requests_pending`), so sending twice is the same request and is never charged twice.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fromId: bigint('from_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    toId: bigint('to_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').$type<FriendRequestState>().notNull().default('pending'),
    /** Coins the sender paid (0 for a free daily add); the ledger's key is `friendAdd:<id>`. */
    charged: integer('charged').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    uniqueIndex('friend_requests_pending')
      .on(table.fromId, table.toId)
      .where(sql`${table.state} = 'pending'`),
    index('friend_requests_to').on(table.toId),
    check('friend_requests_not_self', sql`${table.fromId} <> ${table.toId}`),
  ],
);

/**
 * Pairs who were friends until one removed the other (spec §4 "After removal, messages fail until re-added"): a
 * row here until they are friends again.
 */
export const friendRemovals = pgTable(
  'friend_removals',
  {
    userLow: bigint('user_low', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userHigh: bigint('user_high', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userLow, table.userHigh] })],
);

/** Free friend adds used per UTC day (spec §9 "free daily friend adds"). */
export const friendAddDays = pgTable(
  'friend_add_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    freeUsed: integer('free_used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
