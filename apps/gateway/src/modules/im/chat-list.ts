import type { MessageKind } from '@aura/contracts';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../users/index.ts';
import { conversations } from './schema.ts';

/**
 * The user's chat list in one statement (docs/performance.md "Messages"): each conversation that holds a message,
 * latest first, with its unread count, its last message's kind, whether the two are friends (`friends`, the friends
 * module's column over the pair) and the peer's nickname; and on every row, the user's say-hi conversations taken
 * on `day`.
 */
export async function conversationsOf(
  db: Db,
  userId: number,
  day: string,
  friends: (userLow: SQL, userHigh: SQL) => SQL<boolean>,
) {
  // Spelled out: inside a subquery drizzle would name the outer table's columns without their table.
  const unread = sql<number>`(
    select count(*)::int from messages m
    where m.user_low = conversations.user_low and m.user_high = conversations.user_high
      and m.sender_id <> ${userId}
      and m.seq > case when conversations.user_low = ${userId}
        then conversations.low_read_seq else conversations.high_read_seq end
  )`;
  const lastKind = sql<MessageKind | null>`(
    select m.kind from messages m
    where m.user_low = conversations.user_low and m.user_high = conversations.user_high
      and m.seq = conversations.last_seq
  )`;
  const peerName = sql<string | null>`(
    select u.nickname from ${users} u
    where u.id = case when conversations.user_low = ${userId}
      then conversations.user_high else conversations.user_low end
  )`;
  const sayHiToday = sql<number>`coalesce((
    select d.used from say_hi_days d where d.user_id = ${userId} and d.day = ${day}
  ), 0)`;
  const areFriends = friends(sql.raw('conversations.user_low'), sql.raw('conversations.user_high'));
  // A conversation shows once it holds a message: a written one, or a call record between friends.
  return db
    .select({ conversation: conversations, unread, lastKind, peerName, friends: areFriends, sayHiToday })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
        sql`exists (select 1 from messages m
          where m.user_low = conversations.user_low and m.user_high = conversations.user_high)`,
      ),
    )
    .orderBy(desc(conversations.lastAt));
}
