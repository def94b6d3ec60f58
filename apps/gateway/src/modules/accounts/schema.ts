// The accounts tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** One-time codes sent by SMS, WhatsApp or mail, bound to their request, target and purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    /** E.164 number or lower-case e-mail address. */
    target: text('target').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    /** The signed-in user a bind code was sent for. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    usedAt: moment('used_at'),
  },
  (table) => [index('one_time_codes_target_created').on(table.target, table.createdAt)],
);

/** Wrong passwords in a row per sign-in subject (`phone:+90…`, `email:…`), and the pause they cause. */
export const passwordFailures = pgTable('password_failures', {
  subject: text('subject').primaryKey(),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: moment('locked_until'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** One-time tokens that sign a device in from a URL (app hand-off, social sign-in, spec §2 "Startup"). */
export const autoLoginTokens = pgTable('auto_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});
