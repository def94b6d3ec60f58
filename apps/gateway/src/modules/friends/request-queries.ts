import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../users/index.ts';
import { pairOf } from './queries.ts';
import { blocks, friendAddDays, friendRemovals, friendRequests, friendships } from './schema.ts';

export type FriendRequestRow = typeof friendRequests.$inferSelect;

export interface PersonRow {
  id: number;
  nickname: string;
}

export async function peopleByIds(db: Db, ids: readonly number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function pendingRequest(db: Db, fromId: number, toId: number) {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.fromId, fromId),
        eq(friendRequests.toId, toId),
        eq(friendRequests.state, 'pending'),
      ),
    );
  return row;
}

/** A new pending request, or nothing when one is pending already (a concurrent send). */
export async function insertRequest(db: Db, fromId: number, toId: number) {
  const [row] = await db.insert(friendRequests).values({ fromId, toId }).onConflictDoNothing().returning();
  return row;
}

export async function setRequestCharged(db: Db, id: number, charged: number): Promise<void> {
  await db.update(friendRequests).set({ charged }).where(eq(friendRequests.id, id));
}

/** Decides a pending request `userId` is a side of (`to` only, or either); the row, or nothing. */
export async function decideRequest(
  db: Db,
  id: number,
  userId: number,
  state: 'accepted' | 'declined',
  now: Date,
  who: 'to' | 'either',
): Promise<FriendRequestRow | undefined> {
  const side =
    who === 'to'
      ? eq(friendRequests.toId, userId)
      : or(eq(friendRequests.toId, userId), eq(friendRequests.fromId, userId));
  const [row] = await db
    .update(friendRequests)
    .set({ state, decidedAt: now })
    .where(and(eq(friendRequests.id, id), eq(friendRequests.state, 'pending'), side))
    .returning();
  return row;
}

/** Declines every pending request between the two (a block, a friendship made the other way). */
export async function closeRequestsBetween(db: Db, a: number, b: number, now: Date): Promise<void> {
  await db
    .update(friendRequests)
    .set({ state: 'declined', decidedAt: now })
    .where(
      and(
        eq(friendRequests.state, 'pending'),
        or(
          and(eq(friendRequests.fromId, a), eq(friendRequests.toId, b)),
          and(eq(friendRequests.fromId, b), eq(friendRequests.toId, a)),
        ),
      ),
    );
}

export async function pendingRequestsOf(db: Db, userId: number) {
  return db
    .select()
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.state, 'pending'),
        or(eq(friendRequests.fromId, userId), eq(friendRequests.toId, userId)),
      ),
    )
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
}

/** The user's friends' ids, oldest friendship first. */
export async function friendIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ userLow: friendships.userLow, userHigh: friendships.userHigh })
    .from(friendships)
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
    .orderBy(asc(friendships.createdAt));
  return rows.map((row) => (row.userLow === userId ? row.userHigh : row.userLow));
}

export async function blockedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ blockedId: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => row.blockedId);
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

export async function deleteFriendship(db: Db, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pairOf(a, b);
  const rows = await db
    .delete(friendships)
    .where(and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh)))
    .returning({ userLow: friendships.userLow });
  return rows.length > 0;
}

export async function insertRemoval(db: Db, a: number, b: number): Promise<void> {
  await db.insert(friendRemovals).values(pairOf(a, b)).onConflictDoNothing();
}

export async function deleteRemoval(db: Db, a: number, b: number): Promise<void> {
  const { userLow, userHigh } = pairOf(a, b);
  await db
    .delete(friendRemovals)
    .where(and(eq(friendRemovals.userLow, userLow), eq(friendRemovals.userHigh, userHigh)));
}

export async function removalExists(db: Db, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pairOf(a, b);
  const [row] = await db
    .select({ userLow: friendRemovals.userLow })
    .from(friendRemovals)
    .where(and(eq(friendRemovals.userLow, userLow), eq(friendRemovals.userHigh, userHigh)));
  return row !== undefined;
}

export async function freeAddsUsed(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ freeUsed: friendAddDays.freeUsed })
    .from(friendAddDays)
    .where(and(eq(friendAddDays.userId, userId), eq(friendAddDays.day, day)));
  return row?.freeUsed ?? 0;
}

/**
 * Takes one of the day's free adds if one is left, atomically (a row lock on the counter): true when taken.
 */
export async function takeFreeAdd(db: Db, userId: number, day: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(friendAddDays)
    .values({ userId, day, freeUsed: 1 })
    .onConflictDoUpdate({
      target: [friendAddDays.userId, friendAddDays.day],
      set: { freeUsed: sql`${friendAddDays.freeUsed} + 1` },
      setWhere: sql`${friendAddDays.freeUsed} < ${limit}`,
    })
    .returning({ freeUsed: friendAddDays.freeUsed });
  return rows.length > 0;
}
