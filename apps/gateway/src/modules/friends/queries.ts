import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { friendships } from './schema.ts';
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
