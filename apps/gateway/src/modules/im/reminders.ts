import { BUSINESS_CODES, USER_STATUS, type UserStatus } from '@aura/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { utcDay, type FriendService } from '../friends/index.ts';
import { userById } from '../users/index.ts';
import { onlineReminderDays, onlineReminders } from './schema.ts';
import { tell } from './sending.ts';

export interface ReminderDeps {
  db: Db;
  friends: FriendService;
  /** A user's presence now (the presence module). */
  status: (userId: number) => Promise<UserStatus>;
  now: () => number;
  /** Server-given: online reminders a user may ask for per UTC day. */
  perDay: number;
}

/** Whether a presence status counts as "came online" for a reminder: online or busy, never invisible. */
export const isOnline = (status: UserStatus): boolean =>
  status === USER_STATUS.online || status === USER_STATUS.busy;

async function usedOn(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ used: onlineReminderDays.used })
    .from(onlineReminderDays)
    .where(and(eq(onlineReminderDays.userId, userId), eq(onlineReminderDays.day, day)));
  return row?.used ?? 0;
}

/**
 * Takes one of the day's reminders if one is left (the upsert's row lock makes concurrent asks take them one at a
 * time, so at the limit exactly what is left is granted): the count used after it, or null when none was left.
 */
async function take(db: Db, userId: number, day: string, limit: number): Promise<number | null> {
  if (limit <= 0) return null;
  const [row] = await db
    .insert(onlineReminderDays)
    .values({ userId, day, used: 1 })
    .onConflictDoUpdate({
      target: [onlineReminderDays.userId, onlineReminderDays.day],
      set: { used: sql`${onlineReminderDays.used} + 1` },
      setWhere: sql`${onlineReminderDays.used} < ${limit}`,
    })
    .returning({ used: onlineReminderDays.used });
  return row?.used ?? null;
}

/** The reminders `userId` waits for, oldest first, and how many more they may ask for today. */
export async function remindersOf(
  deps: ReminderDeps,
  userId: number,
): Promise<{ friendIds: string[]; remindersLeft: number }> {
  const rows = await deps.db
    .select({ friendId: onlineReminders.friendId })
    .from(onlineReminders)
    .where(eq(onlineReminders.userId, userId))
    .orderBy(asc(onlineReminders.createdAt), asc(onlineReminders.friendId));
  const used = await usedOn(deps.db, userId, utcDay(deps.now()));
  return {
    friendIds: rows.map((row) => String(row.friendId)),
    remindersLeft: Math.max(0, deps.perDay - used),
  };
}

/**
 * `userId` asks to be told when the friend `friendId` comes online (docs/messages.md "Online reminders"). A friend
 * online now needs none; a reminder already waiting is answered as it is; else one of the day's is used, stored in
 * the same transaction (`onlineReminderLimitReached` stores nothing). A friend who came online while it was being
 * stored is told at once, so no reminder waits for a presence that has already turned.
 */
export async function remind(
  deps: ReminderDeps,
  userId: number,
  friendId: number,
): Promise<{ online: boolean; waiting: boolean; remindersLeft: number }> {
  const { db } = deps;
  if (userId === friendId) {
    throw new GatewayError(BUSINESS_CODES.friendSelf, 'You cannot be reminded of yourself.');
  }
  if (!(await userById(db, friendId))) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
  if (!(await deps.friends.areFriends(userId, friendId))) {
    throw new GatewayError(BUSINESS_CODES.notFriends, 'Only a friend can be waited for.');
  }
  const day = utcDay(deps.now());
  const left = async () => Math.max(0, deps.perDay - (await usedOn(db, userId, day)));
  if (isOnline(await deps.status(friendId)))
    return { online: true, waiting: false, remindersLeft: await left() };
  const used = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(onlineReminders)
      .values({ userId, friendId, createdAt: new Date(deps.now()) })
      .onConflictDoNothing()
      .returning({ userId: onlineReminders.userId });
    // One waits already: asking again uses nothing.
    if (!fresh) return usedOn(tx, userId, day);
    const taken = await take(tx, userId, day, deps.perDay);
    if (taken === null) {
      throw new GatewayError(
        BUSINESS_CODES.onlineReminderLimitReached,
        'You have reached the limit of online reminders.',
      );
    }
    return taken;
  });
  const remindersLeft = Math.max(0, deps.perDay - used);
  if (isOnline(await deps.status(friendId))) {
    await cameOnline(deps, friendId, userId);
    return { online: true, waiting: false, remindersLeft };
  }
  return { online: false, waiting: true, remindersLeft };
}

/**
 * `friendId` came online: every reminder waiting for them (or only `onlyFor`'s) is deleted and told to its user
 * (`imOnline`) in one transaction, so of several gateway instances hearing the same change only the one that deleted
 * a row tells it. A reminder of someone who is no longer a friend goes untold.
 */
export async function cameOnline(deps: ReminderDeps, friendId: number, onlyFor?: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(onlineReminders)
      .where(
        and(
          eq(onlineReminders.friendId, friendId),
          onlyFor === undefined ? undefined : eq(onlineReminders.userId, onlyFor),
        ),
      )
      .returning({ userId: onlineReminders.userId });
    let told = 0;
    for (const { userId } of rows) {
      if (!(await deps.friends.areFriends(userId, friendId, tx))) continue;
      await tell(tx, userId, { type: 'imOnline', friendId: String(friendId) });
      told += 1;
    }
    return told;
  });
}
