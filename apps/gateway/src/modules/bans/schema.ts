// The bans tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Bans of an account, a device, or both (spec §6). `until` is the end of a temporary block (48 hours), null for
 * good; `lifted_at` ends it early.
 */
export const bans = pgTable(
  'bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    deviceId: text('device_id'),
    /** Shown to the user (the server message of RESULT_CODES.accountAndDeviceBanned). */
    message: text('message').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    until: moment('until'),
    liftedAt: moment('lifted_at'),
  },
  (table) => [
    index('bans_user').on(table.userId),
    index('bans_device').on(table.deviceId),
    check('bans_target', sql`${table.userId} IS NOT NULL OR ${table.deviceId} IS NOT NULL`),
  ],
);
