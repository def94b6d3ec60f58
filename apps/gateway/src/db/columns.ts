// Column helpers every module's schema.ts shares.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made; set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A moment, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
