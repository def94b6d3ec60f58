// The rewards tables (docs/architecture.md "The gateway inside": each module owns its tables; docs/rewards.md).
import type { RewardsConfig } from '@aura/contracts';
import { bigint, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** Rewards a user can get once (first bind of an e-mail, of a phone …); the ledger pays them. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reward: text('reward').notNull(),
    coins: integer('coins').notNull(),
    claimedAt: moment('claimed_at').notNull().defaultNow(),
    /** Set once the ledger has credited the coins. */
    paidAt: moment('paid_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reward] })],
);

/**
 * One check-in a UTC day per account and per device (spec §8: "already checked in with another account"): both
 * keys are unique, so concurrent check-ins of one account, or of two accounts on one device, keep one.
 */
export const rewardCheckIns = pgTable(
  'reward_check_ins',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The UTC day, `yyyy-mm-dd`. */
    day: text('day').notNull(),
    deviceId: text('device_id').notNull(),
    /** The day of the first week (1 to 7), null after it. */
    weekDay: integer('week_day'),
    coins: integer('coins').notNull(),
    vipCoins: integer('vip_coins').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    uniqueIndex('reward_check_ins_device_day').on(table.deviceId, table.day),
  ],
);

/** How many events of a kind a user had on a UTC day: what daily tasks and missions count. */
export const rewardEventCounts = pgTable(
  'reward_event_counts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event, table.day] })],
);

/** A claimed task (`period` its UTC day) or mission (`period` empty): one row, one payment. */
export const rewardMissionClaims = pgTable(
  'reward_mission_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    missionId: text('mission_id').notNull(),
    period: text('period').notNull(),
    coins: integer('coins').notNull(),
    claimedAt: moment('claimed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.missionId, table.period] })],
);

/** The operator's rewards configuration (`rewards set-config`); none means the built-in one. */
export const rewardSettings = pgTable('reward_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<RewardsConfig>().notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
