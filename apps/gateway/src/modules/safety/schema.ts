// The safety tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { ReportReason } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { calls } from '../calls/schema.ts';
import { matches } from '../matching/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Reports (issue 18, issue 13): the moderation queue a console reads. A report of a call or a match is stored with
 * it (`callId` or `matchId`); a report from a chat has neither, the reported user is the chat's other side.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reportedId: bigint('reported_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    callId: bigint('call_id', { mode: 'number' }).references(() => calls.id),
    matchId: bigint('match_id', { mode: 'number' }).references(() => matches.id),
    reason: text('reason').$type<ReportReason>().notNull(),
    /** The optional comment (spec §5: its length is checked by the contract). */
    comment: text('comment'),
    /** Whether the reporter blocked the reported user with this report. */
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('reports_reported').on(table.reportedId),
    index('reports_call').on(table.callId),
    index('reports_match').on(table.matchId),
    check('reports_one_subject', sql`${table.callId} is null or ${table.matchId} is null`),
  ],
);
