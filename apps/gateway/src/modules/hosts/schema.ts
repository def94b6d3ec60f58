// The hosts tables (docs/architecture.md "The gateway inside": each module owns its tables).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * What makes a user a host (role `goddess`, spec §6): the per-minute price and the friends' price in coins, and
 * the points the host earns per minute of call. A row only for hosts.
 */
export const hostProfiles = pgTable(
  'host_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    pricePerMinute: integer('price_per_minute').notNull(),
    friendPricePerMinute: integer('friend_price_per_minute').notNull(),
    pointsPerMinute: integer('points_per_minute').notNull(),
    /** The picture's URL; null for the gateway's generated picture. */
    avatar: text('avatar'),
    /** Shown on the wall and the guest list. */
    onWall: boolean('on_wall').notNull().default(true),
    /** Made by the development seed (docs/hosts.md); never in production unless asked. */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'host_profiles_prices_positive',
      sql`${table.pricePerMinute} > 0 AND ${table.friendPricePerMinute} > 0`,
    ),
    check('host_profiles_points_not_negative', sql`${table.pointsPerMinute} >= 0`),
  ],
);
