// The social tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** Accounts at social sign-in providers linked to users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** Social sign-ins under way: state, PKCE verifier and nonce until the provider calls back. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  deviceId: text('device_id').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
});
