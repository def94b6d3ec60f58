import type { Role } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
  /** The public id people search for and share; never the internal id. */
  searchId: text('search_id').notNull().unique(),
  nickname: text('nickname').notNull().default(''),
  role: text('role').$type<Role>().notNull().default('user'),
  /** ISO 3166-1 alpha-2, or one of the special regions; ZZ when unknown. */
  countryCode: text('country_code').notNull().default('ZZ'),
  /** Hidden from others' presence: shown as invisible. */
  invisible: boolean('invisible').notNull().default(false),
  pushToken: text('push_token').notNull().default(''),
  createdAt: createdAt(),
});

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

/** The last sign of life of a user over HTTP, and whether a call keeps them busy. */
export const presence = pgTable('presence', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
  busy: boolean('busy').notNull().default(false),
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

/** Signs seen inside the timestamp window, shared by every gateway instance (PostgreSQL deployments). */
export const seenSignatures = pgTable('seen_signatures', {
  sign: text('sign').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Coin balances: the ledger's accounts. A balance can never go below zero. */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('coin_accounts_balance_not_negative', sql`${table.balance} >= 0`)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
