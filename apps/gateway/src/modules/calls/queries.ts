import { CALL_LIMITS } from '@aura/contracts';
import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { callParticipants, callReports, calls } from './schema.ts';
import { hostProfiles } from '../hosts/index.ts';
import { presence, presenceSockets } from '../presence/index.ts';
import { users } from '../users/index.ts';

export type CallRow = typeof calls.$inferSelect;

export async function insertCall(db: Db, values: typeof calls.$inferInsert): Promise<CallRow> {
  const [row] = await db.insert(calls).values(values).returning();
  return row!;
}

/**
 * Marks both users as in this call. The user ids that were free (and are now taken); a user already in a call
 * keeps their row and is missing from the answer.
 */
export async function claimParticipants(
  db: Db,
  callId: number,
  callerId: number,
  calleeId: number,
): Promise<number[]> {
  const rows = await db
    .insert(callParticipants)
    .values([
      { userId: callerId, callId, role: 'caller' },
      { userId: calleeId, callId, role: 'callee' },
    ])
    .onConflictDoNothing()
    .returning({ userId: callParticipants.userId });
  return rows.map((row) => row.userId);
}

export function releaseParticipants(db: Db, callId: number) {
  return db.delete(callParticipants).where(eq(callParticipants.callId, callId));
}

export async function participantsIn(db: Db, userIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ userId: callParticipants.userId })
    .from(callParticipants)
    .where(inArray(callParticipants.userId, userIds));
  return rows.map((row) => row.userId);
}

/** The open call a user takes part in, if any. */
export async function currentCallOf(db: Db, userId: number): Promise<CallRow | undefined> {
  const [row] = await db
    .select({ call: calls })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(eq(callParticipants.userId, userId));
  return row?.call;
}

export async function callById(db: Db, id: number): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id));
  return row;
}

export async function callByRoom(db: Db, roomNum: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.roomNum, roomNum));
  return row;
}

/** The call, locked until the transaction ends: every change of a call goes through this lock. */
export async function lockCallByRoom(db: Db, roomNum: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.roomNum, roomNum)).for('update');
  return row;
}

/** Since when a user has had no realtime socket open (presence's `sockets_gone_at`); null while one is open. */
function goneSince(userId: AnyPgColumn): SQL<Date | null> {
  return sql`(SELECT ${presence.socketsGoneAt} FROM ${presence} WHERE ${presence.userId} = ${userId}
    AND NOT EXISTS (SELECT 1 FROM ${presenceSockets} WHERE ${presenceSockets.userId} = ${userId}))`;
}

/** Since when the first of a call's two sides has been gone (least() leaves out a side that is there). */
const firstGoneAt = sql<Date | null>`least(${goneSince(calls.callerId)}, ${goneSince(calls.calleeId)})`;

/**
 * What is due on a call: a bell to ring out; a side gone for the whole grace (the call ends, docs/calls.md "A side
 * that leaves"); a minute to charge, held while a side is gone but still within the grace (a reload comes back).
 */
function dueAt(now: Date) {
  const leftBy = new Date(now.getTime() - CALL_LIMITS.leftGraceSeconds * 1000);
  return or(
    and(eq(calls.state, 'ringing'), lte(calls.ringDeadline, now)),
    and(eq(calls.state, 'connected'), lte(calls.nextChargeAt, now), isNull(firstGoneAt)),
    and(eq(calls.state, 'connected'), lte(firstGoneAt, leftBy)),
  );
}

/** Open calls with something due (a bell to ring out, a minute to charge), oldest due first. */
export async function dueCallIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(dueAt(now))
    .orderBy(sql`coalesce(${calls.nextChargeAt}, ${calls.ringDeadline})`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The call when it is still due, locked; undefined when another instance holds it (SKIP LOCKED: it is being
 * handled there) or it was handled meanwhile.
 */
export async function lockDueCall(
  db: Db,
  id: number,
  now: Date,
): Promise<{ call: CallRow; goneAt: Date | null } | undefined> {
  const [row] = await db
    .select({ call: calls, goneAt: sql<string | null>`${firstGoneAt}` })
    .from(calls)
    .where(and(eq(calls.id, id), dueAt(now)))
    .for('update', { skipLocked: true });
  return row && { call: row.call, goneAt: row.goneAt === null ? null : new Date(row.goneAt) };
}

export async function updateCall(
  db: Db,
  id: number,
  values: Partial<typeof calls.$inferInsert>,
): Promise<CallRow> {
  const [row] = await db.update(calls).set(values).where(eq(calls.id, id)).returning();
  return row!;
}

export function insertReport(db: Db, values: typeof callReports.$inferInsert) {
  return db.insert(callReports).values(values);
}

/** A party of a call as the other side is shown them, and the host's prices when the user is a host. */
export interface PartyRow {
  id: number;
  nickname: string;
  searchId: string;
  avatar: string | null;
  pricePerMinute: number | null;
  /** What the host's friends pay per minute instead (spec §6). */
  friendPricePerMinute: number | null;
  pointsPerMinute: number | null;
}

export async function partyOf(db: Db, userId: number): Promise<PartyRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      searchId: users.searchId,
      avatar: hostProfiles.avatar,
      pricePerMinute: hostProfiles.pricePerMinute,
      friendPricePerMinute: hostProfiles.friendPricePerMinute,
      pointsPerMinute: hostProfiles.pointsPerMinute,
    })
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Users whose presence says busy though they are in no call: a flag a killed process left behind. */
export async function staleBusyUsers(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userId: presence.userId })
    .from(presence)
    .leftJoin(callParticipants, eq(callParticipants.userId, presence.userId))
    .where(and(eq(presence.busy, true), sql`${callParticipants.userId} IS NULL`));
  return rows.map((row) => row.userId);
}
