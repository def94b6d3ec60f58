// The gifts module's tables (docs/gifts.md): the operator's catalogue, the gifts sent, the backpack and its grants.
import type { GiftCatalogueConfig, GiftContext } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** The gift catalogue as an operator set it (`gifts set-catalogue`); none: the built-in default. */
export const giftSettings = pgTable('gift_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<GiftCatalogueConfig>().notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * One gift sent: unique per sender and client-made send id, so a send repeated (a retry, a double tap, 50 at
 * once) is the same send. The gift is kept as it was priced then; the ledger's key is `gift:<senderId>:<sendId>`.
 */
export const giftSends = pgTable(
  'gift_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    sendId: text('send_id').notNull(),
    receiverId: bigint('receiver_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    giftId: text('gift_id').notNull(),
    price: integer('price').notNull(),
    points: integer('points').notNull(),
    context: text('context').$type<GiftContext>().notNull(),
    fromBackpack: boolean('from_backpack').notNull(),
    /** The gift as the catalogue had it when sent (name, icon, star, animation). */
    gift: jsonb('gift').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_sends_sender_send_id').on(table.senderId, table.sendId),
    index('gift_sends_receiver').on(table.receiverId, table.createdAt),
  ],
);

/** The gifts a user owns (spec §1 backpack): how many of each, never below zero. */
export const backpackItems = pgTable(
  'backpack_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    giftId: text('gift_id').notNull(),
    count: integer('count').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.giftId] }),
    check('backpack_items_count_not_negative', sql`${table.count} >= 0`),
  ],
);

/** Every grant into a backpack, by the key naming its cause (a mission's reward, an operator's ticket): once each. */
export const backpackGrants = pgTable('backpack_grants', {
  key: text('key').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  giftId: text('gift_id').notNull(),
  count: integer('count').notNull(),
  createdAt: createdAt(),
});
