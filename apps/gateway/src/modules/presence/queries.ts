import { PRESENCE, REALTIME } from '@aura/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presence, presenceSockets, users } from '../../db/schema.ts';

const ONLINE_TTL = sql.raw(`interval '${PRESENCE.onlineTtlSeconds} seconds'`);
/** A socket that missed three heartbeats is gone. */
export const SOCKET_TTL_SECONDS = REALTIME.heartbeatSeconds * 3;
const SOCKET_TTL = sql.raw(`interval '${SOCKET_TTL_SECONDS} seconds'`);

export interface PresenceFacts {
  userId: number;
  invisible: boolean;
  busy: boolean;
  online: boolean;
}

/** What decides each user's status, judged by the database's clock so every instance agrees. */
export async function presenceFacts(db: Db, userIds: number[]): Promise<PresenceFacts[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      invisible: users.invisible,
      busy: sql<boolean>`coalesce(${presence.busy}, false)`,
      online: sql<boolean>`(
        coalesce(${presence.lastHeartbeatAt} > now() - ${ONLINE_TTL}, false)
        OR EXISTS (
          SELECT 1 FROM ${presenceSockets}
          WHERE ${presenceSockets.userId} = ${users.id} AND ${presenceSockets.lastBeatAt} > now() - ${SOCKET_TTL}
        )
      )`,
    })
    .from(users)
    .leftJoin(presence, eq(presence.userId, users.id))
    .where(inArray(users.id, userIds));
  return rows;
}

export function recordHeartbeat(db: Db, userId: number) {
  return db
    .insert(presence)
    .values({ userId, lastHeartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: presence.userId, set: { lastHeartbeatAt: sql`now()` } });
}

export function clearHeartbeat(db: Db, userId: number) {
  return db.update(presence).set({ lastHeartbeatAt: null }).where(eq(presence.userId, userId));
}

export function setInvisible(db: Db, userId: number, invisible: boolean) {
  return db.update(users).set({ invisible }).where(eq(users.id, userId));
}

export function setBusy(db: Db, userId: number, busy: boolean) {
  return db
    .insert(presence)
    .values({ userId, busy })
    .onConflictDoUpdate({ target: presence.userId, set: { busy } });
}

export function upsertSocket(db: Db, socketId: string, userId: number, instanceId: string) {
  return db
    .insert(presenceSockets)
    .values({ socketId, userId, instanceId, lastBeatAt: sql`now()` })
    .onConflictDoUpdate({ target: presenceSockets.socketId, set: { lastBeatAt: sql`now()` } });
}

export function deleteSocket(db: Db, socketId: string) {
  return db.delete(presenceSockets).where(eq(presenceSockets.socketId, socketId));
}

export function deleteSocketsOfInstance(db: Db, instanceId: string) {
  return db
    .delete(presenceSockets)
    .where(eq(presenceSockets.instanceId, instanceId))
    .returning({ userId: presenceSockets.userId });
}

/** Removes sockets that stopped beating and reports whose presence may have lapsed since the last sweep. */
export async function lapsedUsers(db: Db, sweepSeconds: number): Promise<number[]> {
  const dead = await db
    .delete(presenceSockets)
    .where(sql`${presenceSockets.lastBeatAt} < now() - ${SOCKET_TTL}`)
    .returning({ userId: presenceSockets.userId });
  const quiet = await db
    .select({ userId: presence.userId })
    .from(presence)
    .where(
      sql`${presence.lastHeartbeatAt} <= now() - ${ONLINE_TTL}
        AND ${presence.lastHeartbeatAt} > now() - ${ONLINE_TTL} - ${sql.raw(`interval '${sweepSeconds} seconds'`)}`,
    );
  return [...new Set([...dead, ...quiet].map((row) => row.userId))];
}
