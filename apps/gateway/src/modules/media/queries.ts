import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mediaFiles, type MediaRow } from './schema.ts';

export async function mediaById(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

/** A user's photos, oldest first. */
export function photosOf(db: Db, ownerId: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.kind, 'photo')))
    .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id));
}

/** A user's videos, newest first. */
export function videosOf(db: Db, ownerId: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.kind, 'video')))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
}

/** Photos that count against the album's limit: every one but the rejected. */
export async function livePhotoCount(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mediaFiles)
    .where(
      and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.kind, 'photo'), ne(mediaFiles.status, 'rejected')),
    );
  return row?.n ?? 0;
}

/** The review queue: the riskiest first by the pre-screen, then the unscreened, oldest first; of one user when given. */
export function reviewQueue(db: Db, limit: number, ownerId?: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.status, 'review'),
        ownerId === undefined ? undefined : eq(mediaFiles.ownerId, ownerId),
      ),
    )
    .orderBy(sql`${mediaFiles.risk} DESC NULLS LAST`, asc(mediaFiles.createdAt), asc(mediaFiles.id))
    .limit(limit);
}

/** An operator's verdict; undefined when there is no such file. */
export async function setVerdict(
  db: Db,
  id: string,
  verdict: { status: 'approved' | 'rejected'; reason: string | null; at: Date },
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(mediaFiles)
    .set({ status: verdict.status, reason: verdict.reason, reviewedAt: verdict.at })
    .where(eq(mediaFiles.id, id))
    .returning();
  return row;
}

export async function setRisk(db: Db, id: string, risk: number): Promise<void> {
  await db.update(mediaFiles).set({ risk }).where(eq(mediaFiles.id, id));
}
