// The age checks (docs/kyc.md): each module owns its tables.
import type { KycStatus } from '@aura/contracts';
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * One row per user ever asked to prove their age (spec §6): an under-18 suspect until the check passes. No photo
 * is kept, only the estimate; the document stays with the provider, which tells its decision.
 */
export const kycChecks = pgTable('kyc_checks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  status: text('status').$type<Exclude<KycStatus, 'none'>>().notNull(),
  /** What made them a suspect: `underAgeAttempt` (an under-18 birthday was entered), `operator`. */
  cause: text('cause').notNull(),
  estimatedAge: integer('estimated_age'),
  /** The provider's session of the last document check, and its name. */
  provider: text('provider'),
  sessionId: text('session_id'),
  /** The provider's words when it declined. */
  reason: text('reason'),
  verifiedAt: moment('verified_at'),
  updatedAt: moment('updated_at').notNull(),
  createdAt: createdAt(),
});

export type KycRow = typeof kycChecks.$inferSelect;
