// The email tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** E-mail sign-ups waiting for their address to be verified. */
export const emailRegistrations = pgTable(
  'email_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    /** Proves, on the device that signed up, that the sign-up is its own; never mailed. */
    registrationTokenHash: text('registration_token_hash').notNull().unique(),
    /** The mailed link's token. */
    verifyTokenHash: text('verify_token_hash').notNull().unique(),
    verifiedAt: moment('verified_at'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    lastSentAt: moment('last_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('email_registrations_email').on(table.email)],
);

/** Single-use tokens mailed for a password reset. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});
