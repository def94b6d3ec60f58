import { PROFILE_LIMITS, type MediaReviewed } from '@aura/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { UsageError, userIdOption, type Command } from '../../module.ts';
import { sendToUserIn } from '../realtime/index.ts';
import { reviewQueue, setVerdict, videosOf } from './queries.ts';
import { S3Storage } from './s3-storage.ts';
import { callSnapshots, mediaFiles } from './schema.ts';
import { snapshotKeyOf } from './snapshots.ts';
import { FsStorage } from './storage.ts';
import type { MediaRow } from './schema.ts';
import { RISKY } from './prescreen.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mediaIdOption(value: string, command: string): string {
  if (!UUID.test(value)) throw new UsageError('--id must be a media id (a UUID)', command);
  return value;
}

/** What an operator reads of an upload; the files are under `media/<id>/` in the storage. */
function described(row: MediaRow) {
  return {
    id: row.id,
    userId: String(row.ownerId),
    kind: row.kind,
    status: row.status,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    files:
      row.kind === 'video'
        ? [`media/${row.id}/video`]
        : [`media/${row.id}/full.webp`, `media/${row.id}/thumb.webp`],
    ...(row.kind === 'video' ? { mime: row.mime, durationMs: row.durationMs } : {}),
    /** The pre-screen's score (null: not screened), and whether it is risky: then a blurred preview to look at first. */
    risk: row.risk,
    risky: row.risk !== null && row.risk >= RISKY,
    preview:
      row.kind === 'video'
        ? `media/${row.id}/video`
        : row.risk !== null && row.risk >= RISKY
          ? `media/${row.id}/blur.webp`
          : `media/${row.id}/thumb.webp`,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Spec §4: a new approved video replaces the oldest at the limit. The approved videos beyond
 * `PROFILE_LIMITS.maxVideos`, oldest first, are deleted, files and rows; their ids are returned.
 */
async function replaceOldVideos(row: MediaRow, context: Parameters<Command['run']>[1]): Promise<string[]> {
  const { db } = await context.database();
  const approved = (await videosOf(db, row.ownerId)).filter((video) => video.status === 'approved');
  const old = approved.slice(PROFILE_LIMITS.maxVideos);
  if (old.length === 0) return [];
  const storage = context.config.s3
    ? new S3Storage(context.config.s3)
    : new FsStorage(context.config.storageDir);
  for (const video of old) {
    await storage.removeAll(`media/${video.id}/`);
    await db.delete(mediaFiles).where(eq(mediaFiles.id, video.id));
  }
  return old.map((video) => video.id);
}

async function verdict(
  name: string,
  status: 'approved' | 'rejected',
  id: string,
  reason: string | null,
  context: Parameters<Command['run']>[1],
) {
  const { db } = await context.database();
  const mediaId = mediaIdOption(id, name);
  // The owner is told by the same transaction (a NOTIFY sent when it commits), on whichever instance their
  // sockets are: their album changes without a reload.
  const row = await db.transaction(async (tx) => {
    const updated = await setVerdict(tx, mediaId, { status, reason, at: new Date() });
    if (updated) {
      const notice: MediaReviewed = {
        type: 'mediaReviewed',
        id: updated.id,
        status,
        ...(reason ? { reason } : {}),
      };
      await sendToUserIn(tx, updated.ownerId, notice);
    }
    return updated;
  });
  if (!row) throw new Error(`No upload with id ${id}.`);
  const replaced = status === 'approved' && row.kind === 'video' ? await replaceOldVideos(row, context) : [];
  return { ...described(row), ...(replaced.length > 0 ? { replaced } : {}) };
}

/** The review of uploads (docs/profiles.md "Review"), until the operators' console. */
export const mediaCommands: Record<string, Command> = {
  'media queue': {
    summary: 'Lists uploads under review, the riskiest by the automatic pre-screen first, then the oldest.',
    options: {
      user: { description: 'Only this user’s uploads (internal user id).' },
      limit: { description: 'At most this many.', default: '50' },
    },
    async run({ user, limit = '50' }, context) {
      const name = 'media queue';
      const count = Number(limit);
      if (!Number.isInteger(count) || count < 1 || count > 1000)
        throw new UsageError('--limit must be 1 to 1000', name);
      const ownerId = user === undefined ? undefined : userIdOption(user, name);
      const { db } = await context.database();
      return (await reviewQueue(db, count, ownerId)).map(described);
    },
  },
  'media snapshots': {
    summary:
      'Lists the frames of calls kept for moderation (a call, a user), oldest first, with their storage keys.',
    options: {
      room: { description: 'Only this call’s frames (its room number).' },
      user: { description: 'Only this user’s frames (internal user id).' },
    },
    async run({ room, user }, context) {
      const name = 'media snapshots';
      if (room === undefined && user === undefined) throw new UsageError('give --room or --user', name);
      const where: SQL[] = [];
      if (room !== undefined) where.push(eq(callSnapshots.roomNum, room));
      if (user !== undefined) where.push(eq(callSnapshots.userId, userIdOption(user, name)));
      const { db } = await context.database();
      const rows = await db
        .select()
        .from(callSnapshots)
        .where(and(...where))
        .orderBy(asc(callSnapshots.createdAt), asc(callSnapshots.id));
      return rows.map((row) => ({
        id: row.id,
        userId: String(row.userId),
        roomNum: row.roomNum,
        width: row.width,
        height: row.height,
        file: snapshotKeyOf(row.id),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  },
  'media approve': {
    summary: 'Approves an upload: everyone may see it from now on.',
    options: { id: { description: 'The upload’s id.', required: true } },
    run: ({ id = '' }, context) => verdict('media approve', 'approved', id, null, context),
  },
  'media reject': {
    summary: 'Rejects an upload as illegal: it is served to nobody; the owner is told the reason.',
    options: {
      id: { description: 'The upload’s id.', required: true },
      reason: { description: 'Why, as the owner will read it.', required: true },
    },
    run: ({ id = '', reason = '' }, context) => {
      if (reason.trim() === '') throw new UsageError('--reason must say why', 'media reject');
      return verdict('media reject', 'rejected', id, reason.trim(), context);
    },
  },
};
