// The usage module's table (docs/consent.md "Usage events"; docs/gateway.md "Where tables live").
import { bigint, bigserial, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';

/**
 * Usage-tracking events and page-load reports (spec §3), as the client sent them with consent. `created_at` is
 * the event's createTime (when the gateway stored it), `time` the client's. No foreign key to users: a report
 * outlives nothing it names, and an unsigned one (the landing) has no user.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The signed caller's user id; null for a visitor. */
    userId: bigint('user_id', { mode: 'number' }),
    deviceId: text('device_id').notNull(),
    eventId: text('event_id').notNull(),
    placeId: integer('place_id').notNull(),
    xaid: smallint('xaid').notNull(),
    time: moment('time').notNull(),
    targetUserId: bigint('target_user_id', { mode: 'number' }),
    freeName1: text('free_name1'),
    freeName2: text('free_name2'),
    country: text('country'),
    language: text('language'),
    deviceModel: text('device_model'),
    path: text('path'),
    responseTimeMs: integer('response_time_ms'),
    loadTimeMs: integer('load_time_ms'),
    createdAt: createdAt(),
  },
  (table) => [index('usage_events_event_time').on(table.eventId, table.createdAt)],
);
