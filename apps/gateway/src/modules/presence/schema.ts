// The presence tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/** The last sign of life of a user over HTTP, and whether a call keeps them busy. */
export const presence = pgTable('presence', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
  busy: boolean('busy').notNull().default(false),
  /**
   * When the user's last realtime socket closed (the gateway's clock, since a call rule reads it: a side gone this
   * long has left the call); null while one is open. Kept here so a killed process loses nothing of it.
   */
  socketsGoneAt: timestamp('sockets_gone_at', { withTimezone: true }),
});

/** Open realtime sockets of signed-in users, on any gateway instance; stale rows expire by `last_beat_at`. */
export const presenceSockets = pgTable(
  'presence_sockets',
  {
    socketId: text('socket_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    instanceId: text('instance_id').notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('presence_sockets_user').on(table.userId)],
);
