import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blocks, friendships } from './schema.ts';
import { users } from '../users/index.ts';

/** A pair as the table keeps it: the smaller id first. */
export function pairOf(a: number, b: number): { userLow: number; userHigh: number } {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

export async function friendshipExists(db: Db, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pairOf(a, b);
  const [row] = await db
    .select({ userLow: friendships.userLow })
    .from(friendships)
    .where(and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh)));
  return row !== undefined;
}

/**
 * Which of `others` are friends of `userId`, in one query: the pairs where `userId` is the smaller id (the primary
 * key's prefix) or the larger (`friendships_high`), the other side among `others`.
 */
export async function friendsAmong(db: Db, userId: number, others: readonly number[]): Promise<Set<number>> {
  const candidates = others.filter((other) => other !== userId);
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ userLow: friendships.userLow, userHigh: friendships.userHigh })
    .from(friendships)
    .where(
      or(
        and(eq(friendships.userLow, userId), inArray(friendships.userHigh, candidates)),
        and(eq(friendships.userHigh, userId), inArray(friendships.userLow, candidates)),
      ),
    );
  return new Set(rows.map((row) => (row.userLow === userId ? row.userHigh : row.userLow)));
}

/** Makes the pair friends; true when they were not before (a second time changes nothing). */
export async function insertFriendship(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .insert(friendships)
    .values(pairOf(a, b))
    .onConflictDoNothing()
    .returning({ userLow: friendships.userLow });
  return rows.length > 0;
}

export async function videoFriendsOnlyOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ videoFriendsOnly: users.videoFriendsOnly })
    .from(users)
    .where(eq(users.id, userId));
  return row?.videoFriendsOnly ?? false;
}

/** Blocks `blockedId` for `blockerId`; a second time changes nothing. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Whether either of the two blocked the other. */
export async function blockExists(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether either of the two blocked the other, and whether they are friends, as two columns for a statement of
 * the caller's own (IM's send asks them with its lock: one round trip less).
 */
export function pairRelationColumns(a: number, b: number): { blocked: SQL<boolean>; friends: SQL<boolean> } {
  const { userLow, userHigh } = pairOf(a, b);
  return {
    blocked: sql<boolean>`exists (select 1 from ${blocks} where ${or(
      and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
      and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
    )})`,
    friends: sql<boolean>`exists (select 1 from ${friendships} where ${and(
      eq(friendships.userLow, userLow),
      eq(friendships.userHigh, userHigh),
    )})`,
  };
}

/** Whether the pair (`userLow` < `userHigh`, columns of the caller's statement) are friends, as a column. */
export function pairFriendsColumn(userLow: SQL, userHigh: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${friendships} where ${and(
    eq(friendships.userLow, userLow),
    eq(friendships.userHigh, userHigh),
  )})`;
}

/** Whether either of the two blocked the other, and whether they are friends: one round trip. */
export async function pairRelation(
  db: Db,
  a: number,
  b: number,
): Promise<{ blocked: boolean; friends: boolean }> {
  const [row] = await db.select(pairRelationColumns(a, b)).from(sql`(select 1) as pair`);
  return { blocked: row!.blocked, friends: a !== b && row!.friends };
}

/** The blocks among `userIds` (either way round), as pairs. */
export async function blocksAmong(db: Db, userIds: number[]): Promise<[number, number][]> {
  if (userIds.length < 2) return [];
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(and(inArray(blocks.blockerId, userIds), inArray(blocks.blockedId, userIds)));
  return rows.map((row) => [row.blockerId, row.blockedId]);
}
