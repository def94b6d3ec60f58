// The binding tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.ts';

/**
 * Addresses released from an account by a change of binding: another account may not bind them until the rebind
 * lock has passed (spec §5, 7 days).
 */
export const releasedAddresses = pgTable('released_addresses', {
  value: text('value').primaryKey(),
  kind: text('kind').notNull(),
  fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
  releasedAt: moment('released_at').notNull().defaultNow(),
});
