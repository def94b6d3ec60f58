import { randomUUID } from 'node:crypto';
import { BUSINESS_CODES, SNAPSHOT_LIMITS, type SnapshotConfig } from '@aura/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { processImage } from './image.ts';
import { callSnapshots } from './schema.ts';
import type { FileStorage } from './storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const folderOf = (id: string) => `snapshots/${id}/`;
/** Where a frame's re-encoded image is kept (operators read it there; no HTTP route serves it). */
export const snapshotKeyOf = (id: string) => `${folderOf(id)}full.webp`;

/** Whether `roomNum` is a connected video call `userId` takes part in (the calls module answers). */
export type VideoCallCheck = (userId: number, roomNum: string) => Promise<boolean>;

export interface SnapshotOptions {
  intervalMs?: number;
  retentionDays?: number;
}

/**
 * Video snapshots during calls (docs/profiles.md "Video snapshots"): a frame of the caller's own camera, checked
 * by its content and re-encoded without metadata by the photos' own `processImage`, stored for moderation only
 * and deleted after the retention period by `purgeExpired` (the retention job).
 */
export class SnapshotService {
  private readonly intervalMs: number;
  private readonly retentionMs: number;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly now: () => number,
    private readonly inVideoCall: VideoCallCheck,
    options: SnapshotOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? SNAPSHOT_LIMITS.intervalMs;
    this.retentionMs = (options.retentionDays ?? SNAPSHOT_LIMITS.retentionDays) * DAY_MS;
  }

  config(): SnapshotConfig {
    return { enabled: true, intervalMs: this.intervalMs, retentionDays: this.retentionMs / DAY_MS };
  }

  /** Takes a frame of `userId`'s camera in `roomNum`; `base64` was checked as base64 by the contract. */
  async take(userId: number, roomNum: string, base64: string): Promise<{ id: string }> {
    if (!(await this.inVideoCall(userId, roomNum))) {
      throw new GatewayError(BUSINESS_CODES.callNotFound, 'No such call.');
    }
    const since = new Date(this.now() - this.intervalMs / 2);
    const [recent] = await this.db
      .select({ id: callSnapshots.id })
      .from(callSnapshots)
      .where(
        and(
          eq(callSnapshots.userId, userId),
          eq(callSnapshots.roomNum, roomNum),
          gt(callSnapshots.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) throw new GatewayError(BUSINESS_CODES.snapshotTooSoon, 'A frame was taken just now.');
    const image = await processImage(Buffer.from(base64, 'base64'));
    const id = randomUUID();
    await this.storage.put(snapshotKeyOf(id), image.full, 'image/webp');
    await this.db.insert(callSnapshots).values({
      id,
      userId,
      roomNum,
      width: image.width,
      height: image.height,
      bytes: image.full.length,
      createdAt: new Date(this.now()),
    });
    return { id };
  }

  /**
   * Deletes frames older than the retention period, files first, at most `limit` of them, oldest first; returns
   * how many went. A file that cannot be removed keeps its row, so the next pass tries again.
   */
  async purgeExpired(limit = 200): Promise<number> {
    const before = new Date(this.now() - this.retentionMs);
    const rows = await this.db
      .select({ id: callSnapshots.id })
      .from(callSnapshots)
      .where(lt(callSnapshots.createdAt, before))
      .orderBy(asc(callSnapshots.createdAt))
      .limit(limit);
    const removed: string[] = [];
    for (const { id } of rows) {
      await this.storage.removeAll(folderOf(id));
      removed.push(id);
    }
    if (removed.length > 0) await this.db.delete(callSnapshots).where(inArray(callSnapshots.id, removed));
    return removed.length;
  }
}
