import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hostProfiles } from './schema.ts';
import { users } from '../users/index.ts';

export type HostProfileRow = typeof hostProfiles.$inferSelect;

export interface WallHostRow {
  userId: number;
  searchId: string;
  nickname: string;
  countryCode: string;
  pricePerMinute: number;
  friendPricePerMinute: number;
  avatar: string | null;
  videoFriendsOnly: boolean;
}

export function insertHostProfile(db: Db, values: typeof hostProfiles.$inferInsert) {
  return db.insert(hostProfiles).values(values);
}

export async function hostProfileOf(db: Db, userId: number): Promise<HostProfileRow | undefined> {
  const [row] = await db.select().from(hostProfiles).where(eq(hostProfiles.userId, userId));
  return row;
}

/**
 * Every host on the wall, oldest first (a stable order before sorting by status). The wall's cache learns of
 * changes to these columns from triggers (drizzle/0007_wall_notify.sql, with video_friends_only from
 * 0011_wall_notify_video.sql): a column added here belongs there too.
 */
export function wallHosts(db: Db): Promise<WallHostRow[]> {
  return db
    .select({
      userId: users.id,
      searchId: users.searchId,
      nickname: users.nickname,
      countryCode: users.countryCode,
      pricePerMinute: hostProfiles.pricePerMinute,
      friendPricePerMinute: hostProfiles.friendPricePerMinute,
      avatar: hostProfiles.avatar,
      videoFriendsOnly: users.videoFriendsOnly,
    })
    .from(hostProfiles)
    .innerJoin(users, eq(users.id, hostProfiles.userId))
    .where(and(eq(hostProfiles.onWall, true), eq(users.role, 'goddess')))
    .orderBy(sql`${users.id}`);
}

export async function nicknameBySearchId(db: Db, searchId: string): Promise<string | undefined> {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.searchId, searchId));
  return row?.nickname;
}

export interface CallSettingsRow {
  role: string;
  videoFriendsOnly: boolean;
  /** Null unless the user has a host profile. */
  pricePerMinute: number | null;
  friendPricePerMinute: number | null;
}

/** A user's call settings; `FOR UPDATE` locks the user's row when `lock` (a change in a transaction). */
export async function callSettingsOf(
  db: Db,
  userId: number,
  lock = false,
): Promise<CallSettingsRow | undefined> {
  const query = db
    .select({
      role: users.role,
      videoFriendsOnly: users.videoFriendsOnly,
      pricePerMinute: hostProfiles.pricePerMinute,
      friendPricePerMinute: hostProfiles.friendPricePerMinute,
    })
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}

export async function setHostPrices(
  db: Db,
  userId: number,
  prices: { pricePerMinute?: number; friendPricePerMinute?: number },
): Promise<void> {
  await db.update(hostProfiles).set(prices).where(eq(hostProfiles.userId, userId));
}
