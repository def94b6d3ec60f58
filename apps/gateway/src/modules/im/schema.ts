// The im tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { MessageKind } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * One row per pair who ever wrote to each other, the smaller id first (docs/messages.md). `lastSeq` numbers the
 * pair's messages 1, 2, 3 …: a sender takes the next under this row's lock, so the numbers have no gaps and commit
 * in order. What each side received and read, how many messages each sent (since a removal wiped the chat) live here too.
 */
export const conversations = pgTable(
  'conversations',
  {
    userLow: bigint('user_low', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userHigh: bigint('user_high', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lowReadSeq: bigint('low_read_seq', { mode: 'number' }).notNull().default(0),
    highReadSeq: bigint('high_read_seq', { mode: 'number' }).notNull().default(0),
    /** What each side's device received (delivery receipts); reading moves it too. */
    lowDeliveredSeq: bigint('low_delivered_seq', { mode: 'number' }).notNull().default(0),
    highDeliveredSeq: bigint('high_delivered_seq', { mode: 'number' }).notNull().default(0),
    lowSent: integer('low_sent').notNull().default(0),
    highSent: integer('high_sent').notNull().default(0),
    lastAt: moment('last_at'),
    lastSenderId: bigint('last_sender_id', { mode: 'number' }),
    preview: text('preview').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    index('conversations_high').on(table.userHigh),
    check('conversations_ordered', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/**
 * Messages, numbered per conversation. `(sender_id, client_id)` is unique: the id the client made is the message's
 * identity, so a resend stores nothing new.
 */
export const messages = pgTable(
  'messages',
  {
    userLow: bigint('user_low', { mode: 'number' }).notNull(),
    userHigh: bigint('user_high', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<MessageKind>().notNull().default('text'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh, table.seq] }),
    unique('messages_client_id').on(table.senderId, table.clientId),
  ],
);

/** Say-hi conversations (with non-friends) a user started per UTC day (spec §8 "daily free say-hi limit"). */
export const sayHiDays = pgTable(
  'say_hi_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Translations a user paid for (docs/messages.md "Translation"): one per user, message and language, so asking
 * again answers the stored one free; the day's rows of a user count against their daily limit.
 */
export const messageTranslations = pgTable(
  'message_translations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userLow: bigint('user_low', { mode: 'number' }).notNull(),
    userHigh: bigint('user_high', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    provider: text('provider').$type<'sandbox' | 'deepl'>().notNull(),
    /** The coins it cost. */
    charged: integer('charged').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.userLow, table.userHigh, table.seq, table.language] }),
    index('message_translations_day').on(table.userId, table.createdAt),
  ],
);

/**
 * Online reminders waiting (spec §1): `userId` asked to be told when `friendId` comes online. The row goes when it
 * is told (the first instance to delete it tells, so a reminder is told once whatever the number of instances).
 */
export const onlineReminders = pgTable(
  'online_reminders',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index('online_reminders_friend').on(table.friendId),
  ],
);

/** Online reminders a user asked for per UTC day (spec §8 "online-reminder limit reached"). */
export const onlineReminderDays = pgTable(
  'online_reminder_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Chat photos whose messages a removal's wipe deleted (docs/messages.md "Images"): written by the wipe's
 * transaction, so a crash after it loses nothing; their files are deleted after the commit, or by the next sweep
 * (`ChatPhotoSweep`), and the row goes with them.
 */
export const wipedChatPhotos = pgTable('wiped_chat_photos', {
  mediaId: text('media_id').primaryKey(),
  createdAt: createdAt(),
});
