// The matching tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { MatchMode } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { calls } from '../calls/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Users waiting for a random match (docs/matching.md). The queue lives in the database so every gateway instance
 * pairs from the same queue: a pairing pass locks the rows it takes with `FOR UPDATE SKIP LOCKED`.
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    mode: text('mode').$type<MatchMode>().notNull(),
    enqueuedAt: moment('enqueued_at').notNull().defaultNow(),
  },
  (table) => [index('match_queue_waiting').on(table.mode, table.enqueuedAt, table.userId)],
);

/**
 * Partners a user moved on from (Next, or a Face to Face countdown that ran out): the two are not paired again, in
 * either direction, until `until` (docs/matching.md, "Not the same partner again"). One row per pair and direction.
 */
export const matchSkips = pgTable(
  'match_skips',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    skippedUserId: bigint('skipped_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    until: moment('until').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.skippedUserId] }),
    index('match_skips_skipped').on(table.skippedUserId),
  ],
);

/** Matches made: the pair, their video room, what each paid, and how it ended or became a call. */
export const matches = pgTable(
  'matches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The video room; a call made of the match (beginMinCall) keeps it. */
    roomNum: text('room_num').notNull().unique(),
    mode: text('mode').$type<MatchMode>().notNull(),
    /** The side that waited longer: it is the polite peer, the other makes the WebRTC offer. */
    userA: bigint('user_a', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userB: bigint('user_b', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').$type<'matched' | 'ended' | 'converted'>().notNull(),
    chargedA: integer('charged_a').notNull(),
    chargedB: integer('charged_b').notNull(),
    /** Face to Face: the end of the decision countdown; the match ends then unless it became a call. */
    decideBy: moment('decide_by'),
    /**
     * The side whose invitation to go on into a call waits for the other's answer (beginMinCall asks; the match
     * becomes a paid call only when the partner accepts). Null when none waits.
     */
    callInvitedBy: bigint('call_invited_by', { mode: 'number' }),
    /** The call it became, when the partner accepted the invitation. */
    callId: bigint('call_id', { mode: 'number' }).references(() => calls.id),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('matches_a').on(table.userA, table.state),
    index('matches_b').on(table.userB, table.state),
    index('matches_deciding')
      .on(table.decideBy)
      .where(sql`${table.state} = 'matched' AND ${table.decideBy} IS NOT NULL`),
    check('matches_not_self', sql`${table.userA} <> ${table.userB}`),
    check('matches_state', sql`${table.state} IN ('matched', 'ended', 'converted')`),
  ],
);

/**
 * Each user's match allowance (spec §9: free matches, reset by a countdown; a daily limit). One row per user,
 * updated under its row lock in the transaction that makes a match.
 */
export const matchQuotas = pgTable('match_quotas', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** The UTC day `dayCount` counts. */
  day: date('day', { mode: 'string' }).notNull(),
  dayCount: integer('day_count').notNull().default(0),
  /** Free matches used since `freeWindowStart`; the window's end resets them. */
  freeUsed: integer('free_used').notNull().default(0),
  freeWindowStart: moment('free_window_start').notNull(),
});
