// The media tables (docs/profiles.md): each module owns its tables.
import type { MediaStatus } from '@aura/contracts';
import { bigint, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Every upload (spec §4): under review until an operator approves it or rejects it as illegal. The bytes live in
 * the file storage under `media/<id>/…`; this row says who may see them.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `photo` (an album image), `video` (the story) or `chat` (a photo sent in a chat, by signed address only). */
    kind: text('kind').$type<'photo' | 'video' | 'chat'>().notNull().default('photo'),
    status: text('status').$type<MediaStatus>().notNull().default('review'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The stored file's size in bytes. */
    bytes: integer('bytes').notNull(),
    /** A video's type (`video/webm`, `video/mp4`) and length; null for photos. */
    mime: text('mime'),
    durationMs: integer('duration_ms'),
    /** The automatic pre-screen's score, 0 to 1 (prescreen.ts); null until it ran, or when it is off. */
    risk: real('risk'),
    /** The operator's reason for a rejection, told to the owner. */
    reason: text('reason'),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_files_owner').on(table.ownerId),
    index('media_files_status').on(table.status, table.createdAt),
  ],
);

export type MediaRow = typeof mediaFiles.$inferSelect;

/**
 * Frames of a user's own camera taken during a connected video call (docs/profiles.md "Video snapshots"): for
 * moderation only, never served over HTTP, deleted by the retention job after `SNAPSHOT_LIMITS.retentionDays`. The
 * re-encoded frame lives in the file storage under `snapshots/<id>/full.webp`.
 */
export const callSnapshots = pgTable(
  'call_snapshots',
  {
    id: uuid('id').primaryKey(),
    /** Whose camera it shows: the uploader's own. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    roomNum: text('room_num').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('call_snapshots_created').on(table.createdAt),
    index('call_snapshots_room').on(table.roomNum),
  ],
);

export type SnapshotRow = typeof callSnapshots.$inferSelect;
