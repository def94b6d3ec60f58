// The sessions tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * A signed-in device. The login token itself is never stored: `token_hash` (SHA-256) finds a session by token,
 * and `sign_key` is the token sealed with the server's session key (AES-256-GCM), because verifying a sign needs
 * the token as the HMAC key (docs/protocol.md, "Sessions").
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    signKey: text('sign_key').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, replaced (a newer session took over), banned, expired. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_device').on(table.userId, table.deviceId)],
);

export type SessionRow = typeof sessions.$inferSelect;
