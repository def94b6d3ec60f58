// The card route's tables (docs/profiles.md "The card"): each module owns its tables.
import { bigint, index, primaryKey, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** One like per pair and direction: its row and its ledger payment (`like:<likerId>:<likedId>`) commit together. */
export const likes = pgTable(
  'likes',
  {
    likerId: bigint('liker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    likedId: bigint('liked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_liked').on(table.likedId, table.createdAt),
  ],
);

/** A pass hides that card from the user's deck for `LIKE_LIMITS.passDays` days (on every device). */
export const cardPasses = pgTable(
  'card_passes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    passedId: bigint('passed_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    passedAt: moment('passed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.passedId] })],
);
