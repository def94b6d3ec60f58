import type { MessageKind } from '@aura/contracts';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { conversations, messageTranslations, messages, sayHiDays } from './schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export interface Pair {
  userLow: number;
  userHigh: number;
}

export function pairOf(a: number, b: number): Pair {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

const samePair = (pair: Pair) =>
  and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh));
const messagesOf = (pair: Pair) =>
  and(eq(messages.userLow, pair.userLow), eq(messages.userHigh, pair.userHigh));

/** The pair's conversation, made if new, locked for this transaction: senders of the pair take turns here. */
export async function lockConversation(tx: Db, pair: Pair): Promise<ConversationRow> {
  await tx.insert(conversations).values(pair).onConflictDoNothing();
  const [row] = await tx.select().from(conversations).where(samePair(pair)).for('update');
  return row!;
}

export async function conversationOf(db: Db, pair: Pair): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(samePair(pair));
  return row;
}

export async function messageByClientId(db: Db, senderId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/** The pair's message with this seq. */
export async function messageAt(db: Db, pair: Pair, seq: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(messagesOf(pair), eq(messages.seq, seq)));
  return row;
}

export async function insertMessage(db: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function updateConversation(
  db: Db,
  pair: Pair,
  set: PgUpdateSetSource<typeof conversations>,
): Promise<void> {
  await db.update(conversations).set(set).where(samePair(pair));
}

/** Messages after `afterSeq`, oldest first; or the latest before `beforeSeq` (oldest first too). */
export async function messagesPage(
  db: Db,
  pair: Pair,
  { afterSeq, beforeSeq, limit }: { afterSeq?: number; beforeSeq?: number; limit: number },
): Promise<MessageRow[]> {
  if (afterSeq !== undefined) {
    return db
      .select()
      .from(messages)
      .where(and(messagesOf(pair), gt(messages.seq, afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(limit);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(beforeSeq === undefined ? messagesOf(pair) : and(messagesOf(pair), lt(messages.seq, beforeSeq)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The pair's messages and their translations (a removal's wipe). */
export async function deleteMessages(db: Db, pair: Pair): Promise<void> {
  await db.delete(messages).where(messagesOf(pair));
  await db
    .delete(messageTranslations)
    .where(
      and(eq(messageTranslations.userLow, pair.userLow), eq(messageTranslations.userHigh, pair.userHigh)),
    );
}

/** Every conversation of the user that has messages, with the user's unread count, latest first. */
export async function conversationsOf(db: Db, userId: number) {
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
  // A conversation shows once it holds a message: a written one, or a call record between friends.
  return db
    .select({ conversation: conversations, unread, lastKind })
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

/** Messages from the other side after what `userId` read, over all their conversations. */
export async function unreadOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversations,
      and(eq(conversations.userLow, messages.userLow), eq(conversations.userHigh, messages.userHigh)),
    )
    .where(
      and(
        or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
        sql`${messages.senderId} <> ${userId}`,
        sql`${messages.seq} > case when ${conversations.userLow} = ${userId}
          then ${conversations.lowReadSeq} else ${conversations.highReadSeq} end`,
      ),
    );
  return row?.count ?? 0;
}

/** Messages from `peerId` after `readSeq` in the pair's conversation. */
export async function unreadIn(db: Db, pair: Pair, peerId: number, readSeq: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(messagesOf(pair), eq(messages.senderId, peerId), gt(messages.seq, readSeq)));
  return row?.count ?? 0;
}

export async function sayHiUsed(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ used: sayHiDays.used })
    .from(sayHiDays)
    .where(and(eq(sayHiDays.userId, userId), eq(sayHiDays.day, day)));
  return row?.used ?? 0;
}

/** Takes one of the day's say-hi conversations if one is left: true when taken. */
export async function takeSayHi(db: Db, userId: number, day: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(sayHiDays)
    .values({ userId, day, used: 1 })
    .onConflictDoUpdate({
      target: [sayHiDays.userId, sayHiDays.day],
      set: { used: sql`${sayHiDays.used} + 1` },
      setWhere: sql`${sayHiDays.used} < ${limit}`,
    })
    .returning({ used: sayHiDays.used });
  return rows.length > 0;
}
