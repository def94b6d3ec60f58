// The realtime tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Realtime messages too large for a NOTIFY payload (an SDP offer), picked up by id by the instance that delivers. */
export const realtimeRelay = pgTable('realtime_relay', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});
