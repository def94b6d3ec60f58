import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { MatchMode } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { hostProfiles } from '../hosts/index.ts';
import { matchQueue, matchQuotas, matchSkips, matches } from './schema.ts';
import { users } from '../users/index.ts';
import type { QuotaCounters } from './quota.ts';

export type MatchRow = typeof matches.$inferSelect;
export type QueueRow = typeof matchQueue.$inferSelect;

/** Puts the user in the queue, or refreshes their place (a new mode). */
export function enqueue(db: Db, userId: number, mode: MatchMode, now: Date) {
  return db
    .insert(matchQueue)
    .values({ userId, mode, enqueuedAt: now })
    .onConflictDoUpdate({ target: matchQueue.userId, set: { mode, enqueuedAt: now } });
}

/**
 * `userId` moved on from `skippedUserId`: the two are not paired again before `until`. The user's own skips that
 * ran out are cleared on the way, so the table holds about what is current.
 */
export async function skipPartner(db: Db, userId: number, skippedUserId: number, now: Date, until: Date) {
  await db.delete(matchSkips).where(and(eq(matchSkips.userId, userId), lte(matchSkips.until, now)));
  await db
    .insert(matchSkips)
    .values({ userId, skippedUserId, until })
    .onConflictDoUpdate({ target: [matchSkips.userId, matchSkips.skippedUserId], set: { until } });
}

/** The key of a pair of users, whichever comes first. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The pairs among `userIds` that one of them moved on from and that may not meet again yet, as `pairKey`s. */
export async function skipsAmong(db: Db, userIds: number[], now: Date): Promise<Set<string>> {
  if (userIds.length < 2) return new Set();
  const rows = await db
    .select({ userId: matchSkips.userId, skippedUserId: matchSkips.skippedUserId })
    .from(matchSkips)
    .where(
      and(
        inArray(matchSkips.userId, userIds),
        inArray(matchSkips.skippedUserId, userIds),
        gt(matchSkips.until, now),
      ),
    );
  return new Set(rows.map((row) => pairKey(row.userId, row.skippedUserId)));
}

export function dequeue(db: Db, userIds: number[]) {
  return db.delete(matchQueue).where(inArray(matchQueue.userId, userIds));
}

/**
 * The oldest waiting users of a mode that no other pass holds, locked until the transaction ends: several
 * instances pairing at once each take different users (SKIP LOCKED), none waits for another.
 */
export function lockWaiting(db: Db, mode: MatchMode, limit: number): Promise<QueueRow[]> {
  return db
    .select()
    .from(matchQueue)
    .where(eq(matchQueue.mode, mode))
    .orderBy(asc(matchQueue.enqueuedAt), asc(matchQueue.userId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function queuedUserIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db.select({ userId: matchQueue.userId }).from(matchQueue).limit(limit);
  return rows.map((row) => row.userId);
}

export async function isQueued(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: matchQueue.userId })
    .from(matchQueue)
    .where(eq(matchQueue.userId, userId));
  return rows.length > 0;
}

/** The matches of a pass, in one statement, in the order given. */
export function insertMatches(db: Db, values: (typeof matches.$inferInsert)[]): Promise<MatchRow[]> {
  return db.insert(matches).values(values).returning();
}

export async function updateMatch(db: Db, id: number, values: Partial<typeof matches.$inferInsert>) {
  const [row] = await db.update(matches).set(values).where(eq(matches.id, id)).returning();
  return row!;
}

export async function matchById(db: Db, id: number): Promise<MatchRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row;
}

/** The match a call was made of (beginMinCall), if it was made of one. */
export async function matchOfCall(db: Db, callId: number): Promise<MatchRow | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.callId, callId));
  return row;
}

/** The user's latest match, live or over (the partner an expired Face to Face match keeps from them). */
export async function lastMatchOf(db: Db, userId: number): Promise<MatchRow | undefined> {
  const [row] = await db
    .select()
    .from(matches)
    .where(or(eq(matches.userA, userId), eq(matches.userB, userId)))
    .orderBy(desc(matches.id))
    .limit(1);
  return row;
}

/** The match, locked: ending it, turning it into a call and the decision timeout never interleave. */
export async function lockMatch(db: Db, id: number): Promise<MatchRow | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
  return row;
}

/** The user's live matches (normally at most one), locked. */
export function lockLiveMatchesOf(db: Db, userId: number): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'matched'), or(eq(matches.userA, userId), eq(matches.userB, userId))))
    .for('update');
}

export async function liveMatchByRoom(db: Db, roomNum: string): Promise<MatchRow | undefined> {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.roomNum, roomNum), eq(matches.state, 'matched')));
  return row;
}

/** Face to Face matches whose decision countdown ran out, locked; one another instance holds is skipped. */
export function lockUndecided(db: Db, now: Date, limit: number): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'matched'), isNotNull(matches.decideBy), lte(matches.decideBy, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The users' quota counters, locked (rows made first for users who never matched). */
export async function lockQuotas(db: Db, userIds: number[], today: string, now: Date) {
  await db
    .insert(matchQuotas)
    .values(userIds.map((userId) => ({ userId, day: today, freeWindowStart: now })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(matchQuotas)
    .where(inArray(matchQuotas.userId, userIds))
    .orderBy(asc(matchQuotas.userId))
    .for('update');
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function quotaOf(db: Db, userId: number): Promise<QuotaCounters | undefined> {
  const [row] = await db.select().from(matchQuotas).where(eq(matchQuotas.userId, userId));
  return row;
}

/** Writes many users' counters in one statement (their rows are locked by `lockQuotas`). */
export async function saveQuotas(db: Db, rows: (QuotaCounters & { userId: number })[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}::bigint, ${row.day}::date, ${row.dayCount}::int, ${row.freeUsed}::int, ${row.freeWindowStart.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${matchQuotas} AS q
    SET day = v.day, day_count = v.day_count, free_used = v.free_used, free_window_start = v.free_window_start
    FROM (VALUES ${values}) AS v(user_id, day, day_count, free_used, free_window_start)
    WHERE q.user_id = v.user_id`);
}

/** How matched users are shown to each other. */
export async function cardsOf(db: Db, userIds: number[]) {
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      searchId: users.searchId,
      countryCode: users.countryCode,
      avatar: hostProfiles.avatar,
    })
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

export type CardRow = Awaited<ReturnType<typeof cardsOf>> extends Map<number, infer Row> ? Row : never;

/** Used by tests and the bench: how many wait. */
export async function queueLength(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matchQueue);
  return row!.count;
}
