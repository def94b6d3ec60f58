// The providers tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** What the sandbox mail, SMS and WhatsApp providers "sent": readable at /dev/outbox outside production. */
export const sandboxOutbox = pgTable('sandbox_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});
