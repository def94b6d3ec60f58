// The calls tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { CallEndReason, CallMedia, CallOutcome, CallRole, CallState } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Calls (docs/calls.md): everything a gateway instance needs to continue a call is here, so any instance, or a
 * restarted one, rings it out, bills its next minute at `next_charge_at` and ends it at the right time.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomNum: text('room_num').notNull().unique(),
    callerId: bigint('caller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    calleeId: bigint('callee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    media: text('media').$type<CallMedia>().notNull(),
    state: text('state').$type<CallState>().notNull(),
    /** Fixed at launch: a price change of the host's does not change a running call. */
    pricePerMinute: integer('price_per_minute').notNull(),
    pointsPerMinute: integer('points_per_minute').notNull(),
    /** Made of a random match (matching's beginMinCall) rather than launched at the callee. */
    fromMatch: boolean('from_match').notNull().default(false),
    minutesBilled: integer('minutes_billed').notNull().default(0),
    ringDeadline: moment('ring_deadline').notNull(),
    answeredAt: moment('answered_at'),
    /** When the next minute is charged; null unless connected. */
    nextChargeAt: moment('next_charge_at'),
    /** When the caller was warned the next minute cannot be paid (the call ends at next_charge_at unless paid). */
    coinsLowAt: moment('coins_low_at'),
    endedAt: moment('ended_at'),
    endReason: text('end_reason').$type<CallEndReason>(),
    /** Who ended it (hung up, cancelled, refused); null when the server did. */
    endedBy: bigint('ended_by', { mode: 'number' }),
    /** The caller's outcome and the callee's (spec §4), once over; `connected` while it runs. */
    callerOutcome: text('caller_outcome').$type<CallOutcome>(),
    calleeOutcome: text('callee_outcome').$type<CallOutcome>(),
    /** Who asked to switch this audio call to video, while the invitation waits for an answer (spec §4). */
    videoInviteBy: bigint('video_invite_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('calls_caller').on(table.callerId, table.id),
    index('calls_callee').on(table.calleeId, table.id),
    // The scheduler's work list: open calls by their next due moment.
    index('calls_open_due')
      .on(table.state, table.nextChargeAt, table.ringDeadline)
      .where(sql`${table.state} <> 'ended'`),
    check('calls_not_self', sql`${table.callerId} <> ${table.calleeId}`),
    check('calls_state', sql`${table.state} IN ('ringing', 'connected', 'ended')`),
    check('calls_minutes_not_negative', sql`${table.minutesBilled} >= 0`),
  ],
);

/**
 * Who is in an open call (ringing or connected): one row per user, so two launches racing for the same callee
 * cannot both ring; removed when the call ends.
 */
export const callParticipants = pgTable('call_participants', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  callId: bigint('call_id', { mode: 'number' })
    .notNull()
    .references(() => calls.id),
  role: text('role').$type<CallRole>().notNull(),
});

/** Reports of the call screens (spec §7 `friend/video`, `users/videos`): kept for support and statistics. */
export const callReports = pgTable(
  'call_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `friend_video` (bell cancel) or `user_video`. */
    kind: text('kind').notNull(),
    roomNum: text('room_num').notNull(),
    matchUserId: bigint('match_user_id', { mode: 'number' }).notNull(),
    /** The report's other fields as sent. */
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('call_reports_room').on(table.roomNum)],
);
