import { PRESENCE, REALTIME } from '@aura/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { presence, presenceSockets } from './schema.ts';
import { users } from '../users/index.ts';

const ONLINE_TTL = sql.raw(`interval '${PRESENCE.onlineTtlSeconds} seconds'`);
/** A socket that missed three heartbeats is gone. */
export const SOCKET_TTL_SECONDS = REALTIME.heartbeatSeconds * 3;
const SOCKET_TTL = sql.raw(`interval '${SOCKET_TTL_SECONDS} seconds'`);

export interface PresenceFacts {
  userId: number;
  invisible: boolean;
  busy: boolean;
  online: boolean;
  /**
   * While online, milliseconds until the heartbeat and every socket have lapsed and the user is offline unless
   * something is written first (a heartbeat, a socket's beat); null while offline.
   */
  onlineForMs: number | null;
}

/** What decides each user's status, judged by the database's clock so every instance agrees. */
export async function presenceFacts(db: Db, userIds: number[]): Promise<PresenceFacts[]> {
  if (userIds.length === 0) return [];
  // When the user stops being online: the later of the heartbeat's and the freshest socket's lapse (greatest()
  // leaves out a missing one).
  const onlineUntil = sql`greatest(
    ${presence.lastHeartbeatAt} + ${ONLINE_TTL},
    (SELECT max(${presenceSockets.lastBeatAt}) FROM ${presenceSockets} WHERE ${presenceSockets.userId} = ${users.id})
      + ${SOCKET_TTL}
  )`;
  const rows = await db
    .select({
      userId: users.id,
      invisible: users.invisible,
      busy: sql<boolean>`coalesce(${presence.busy}, false)`,
      // Null unless the lapse is still ahead (greatest() with zero turns a missing or past one into zero).
      onlineForMs: sql<number | null>`floor(extract(epoch FROM
        nullif(greatest(${onlineUntil} - now(), interval '0'), interval '0')) * 1000)::float8`,
    })
    .from(users)
    .leftJoin(presence, eq(presence.userId, users.id))
    .where(inArray(users.id, userIds));
  return rows.map((row) => ({ ...row, online: row.onlineForMs !== null }));
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

/**
 * A socket's beat: its row made fresh (made again if a sweep took it). True when the row was missing or had lapsed,
 * so the beat may have brought its user back online.
 */
export async function beatSocket(
  db: Db,
  socketId: string,
  userId: number,
  instanceId: string,
): Promise<boolean> {
  // The CTE reads the row as it was before this statement.
  const result = (await db.execute(sql`
    WITH before AS (
      SELECT ${presenceSockets.lastBeatAt} AS beat FROM ${presenceSockets} WHERE ${presenceSockets.socketId} = ${socketId}
    )
    INSERT INTO ${presenceSockets} (socket_id, user_id, instance_id, last_beat_at)
    VALUES (${socketId}, ${userId}, ${instanceId}, now())
    ON CONFLICT (socket_id) DO UPDATE SET last_beat_at = now()
    RETURNING coalesce((SELECT beat FROM before) <= now() - ${SOCKET_TTL}, true) AS revived`)) as unknown as {
    rows: { revived: boolean }[];
  };
  return result.rows[0]?.revived === true;
}

/**
 * Marks when a user's last socket went (`at`, the gateway's clock) when none is open now; an earlier mark stays.
 * Done after a socket's row is deleted, so of two tabs closing only the last marks.
 */
export async function markSocketsGone(db: Db, userId: number, at: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${presence} (user_id, sockets_gone_at)
    SELECT ${userId}, ${new Date(at).toISOString()}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM ${presenceSockets} WHERE ${presenceSockets.userId} = ${userId})
    ON CONFLICT (user_id) DO UPDATE SET sockets_gone_at = coalesce(${presence.socketsGoneAt}, excluded.sockets_gone_at)`);
}

/** A socket of the user is open: they are back. */
export function clearSocketsGone(db: Db, userId: number) {
  return db
    .update(presence)
    .set({ socketsGoneAt: null })
    .where(and(eq(presence.userId, userId), isNotNull(presence.socketsGoneAt)));
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

/**
 * Removes sockets that stopped beating and reports whose presence may have lapsed since the last sweep (`all`), and
 * whose sockets were removed (`socketsLapsed`).
 */
export async function lapsedUsers(
  db: Db,
  sweepSeconds: number,
): Promise<{ all: number[]; socketsLapsed: number[] }> {
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
  return {
    all: [...new Set([...dead, ...quiet].map((row) => row.userId))],
    socketsLapsed: [...new Set(dead.map((row) => row.userId))],
  };
}

/** Whether the user has a realtime socket that beat within SOCKET_TTL_SECONDS, on any instance. */
export async function hasLiveSocket(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ socketId: presenceSockets.socketId })
    .from(presenceSockets)
    .where(
      and(eq(presenceSockets.userId, userId), sql`${presenceSockets.lastBeatAt} > now() - ${SOCKET_TTL}`),
    )
    .limit(1);
  return rows.length > 0;
}
