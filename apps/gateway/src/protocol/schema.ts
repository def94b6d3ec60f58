// The protocol tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signs seen inside the timestamp window, shared by every gateway instance (PostgreSQL deployments). */
export const seenSignatures = pgTable('seen_signatures', {
  sign: text('sign').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
