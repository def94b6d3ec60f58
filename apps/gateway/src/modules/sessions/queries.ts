import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions } from './schema.ts';

export function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(values).returning({ id: sessions.id });
}

/** The newest session of a user on a device, revoked or not. */
export async function latestSession(db: Db, userId: number, deviceId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row;
}

export function revokeSession(db: Db, id: string, reason: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId, deviceId: sessions.deviceId });
}

export function touchSession(db: Db, id: string, at: Date) {
  return db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export function activeSessionsOf(db: Db, userId: number) {
  return db
    .select({ id: sessions.id, deviceId: sessions.deviceId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
