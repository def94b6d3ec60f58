// The rewards module's SQL (docs/rewards.md).
import type { RewardEvent } from '@aura/contracts';
import { and, eq, inArray, min, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rewardCheckIns, rewardEventCounts, rewardMissionClaims } from './schema.ts';

export type CheckInRow = typeof rewardCheckIns.$inferSelect;

export async function checkInOn(db: Db, userId: number, day: string): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardCheckIns)
    .where(and(eq(rewardCheckIns.userId, userId), eq(rewardCheckIns.day, day)));
  return row;
}

/**
 * Whether another account than `userId` checked in on this device on `day`. The user's own check-in is left out: a
 * concurrent one that commits between the caller's two reads must read as "already checked in today".
 */
export async function deviceCheckedIn(
  db: Db,
  userId: number,
  deviceId: string,
  day: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: rewardCheckIns.userId })
    .from(rewardCheckIns)
    .where(
      and(
        eq(rewardCheckIns.deviceId, deviceId),
        eq(rewardCheckIns.day, day),
        ne(rewardCheckIns.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The day of the user's first check-in: the first week starts there. */
export async function firstCheckInDay(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ day: min(rewardCheckIns.day) })
    .from(rewardCheckIns)
    .where(eq(rewardCheckIns.userId, userId));
  return row?.day ?? undefined;
}

export async function checkInDays(db: Db, userId: number, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db
    .select({ day: rewardCheckIns.day })
    .from(rewardCheckIns)
    .where(and(eq(rewardCheckIns.userId, userId), inArray(rewardCheckIns.day, days)));
  return new Set(rows.map((row) => row.day));
}

/** Inserts the check-in unless the account or the device has the day's already: the row, or undefined. */
export async function insertCheckIn(
  db: Db,
  values: typeof rewardCheckIns.$inferInsert,
): Promise<CheckInRow | undefined> {
  const [row] = await db.insert(rewardCheckIns).values(values).onConflictDoNothing().returning();
  return row;
}

/** Counts one event of the user on `day`. */
export async function countEvent(db: Db, userId: number, event: RewardEvent, day: string): Promise<void> {
  await db
    .insert(rewardEventCounts)
    .values({ userId, event, day, count: 1 })
    .onConflictDoUpdate({
      target: [rewardEventCounts.userId, rewardEventCounts.event, rewardEventCounts.day],
      set: { count: sql`${rewardEventCounts.count} + 1` },
    });
}

/**
 * Counts one event of the user on `day` and answers, in the same statement, the event's count on that day and in
 * all (the day's row as this statement left it, the other days as its snapshot saw them), and the version of the
 * operator's configuration (`reward_settings`' row's `xmin`, which every write changes; null without one).
 */
export async function countEventIn(
  db: Db,
  userId: number,
  event: RewardEvent,
  day: string,
): Promise<{ today: number; total: number; configVersion: string | null }> {
  const result = (await db.execute(sql`
    WITH counted AS (
      INSERT INTO reward_event_counts (user_id, event, day, count) VALUES (${userId}, ${event}, ${day}, 1)
      ON CONFLICT (user_id, event, day) DO UPDATE SET count = reward_event_counts.count + 1
      RETURNING count
    )
    SELECT counted.count AS today,
      counted.count + coalesce((
        SELECT sum(c.count) FROM reward_event_counts c WHERE c.user_id = ${userId} AND c.event = ${event} AND c.day <> ${day}
      ), 0) AS total,
      (SELECT s.xmin::text FROM reward_settings s WHERE s.name = 'config') AS config_version
    FROM counted`)) as unknown as {
    rows: { today: unknown; total: unknown; config_version: string | null }[];
  };
  const row = result.rows[0]!;
  return { today: Number(row.today), total: Number(row.total), configVersion: row.config_version };
}

/** The user's events per kind: on `day`, and in all. */
export async function eventCounts(
  db: Db,
  userId: number,
  day: string,
): Promise<{ today: Map<string, number>; total: Map<string, number> }> {
  const rows = await db
    .select({
      event: rewardEventCounts.event,
      total: sum(rewardEventCounts.count).mapWith(Number),
      today: sum(
        sql`case when ${rewardEventCounts.day} = ${day} then ${rewardEventCounts.count} else 0 end`,
      ).mapWith(Number),
    })
    .from(rewardEventCounts)
    .where(eq(rewardEventCounts.userId, userId))
    .groupBy(rewardEventCounts.event);
  return {
    today: new Map(rows.map((row) => [row.event, row.today])),
    total: new Map(rows.map((row) => [row.event, row.total])),
  };
}

/** The user's claims of `day`'s tasks and of missions (`period` ''): `<missionId>` set. */
export async function claimedMissions(db: Db, userId: number, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ missionId: rewardMissionClaims.missionId })
    .from(rewardMissionClaims)
    .where(and(eq(rewardMissionClaims.userId, userId), inArray(rewardMissionClaims.period, [day, ''])));
  return new Set(rows.map((row) => row.missionId));
}

export async function insertMissionClaim(
  db: Db,
  values: typeof rewardMissionClaims.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(rewardMissionClaims)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: rewardMissionClaims.userId });
  return rows.length > 0;
}
