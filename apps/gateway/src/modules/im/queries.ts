import type { MessageKind } from '@aura/contracts';
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
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

/** A conversation row as the driver answers a hand-written statement (snake case; bigints as strings on pg). */
interface RawConversation {
  user_low: unknown;
  user_high: unknown;
  last_seq: unknown;
  low_read_seq: unknown;
  high_read_seq: unknown;
  low_delivered_seq: unknown;
  high_delivered_seq: unknown;
  low_sent: unknown;
  high_sent: unknown;
  last_at: unknown;
  last_sender_id: unknown;
  preview: string;
  created_at: unknown;
}

interface RawMessage {
  user_low: unknown;
  user_high: unknown;
  seq: unknown;
  sender_id: unknown;
  client_id: string;
  kind: MessageKind;
  body: string;
  created_at: unknown;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const conversationFrom = (raw: RawConversation): ConversationRow => ({
  userLow: Number(raw.user_low),
  userHigh: Number(raw.user_high),
  lastSeq: Number(raw.last_seq),
  lowReadSeq: Number(raw.low_read_seq),
  highReadSeq: Number(raw.high_read_seq),
  lowDeliveredSeq: Number(raw.low_delivered_seq),
  highDeliveredSeq: Number(raw.high_delivered_seq),
  lowSent: Number(raw.low_sent),
  highSent: Number(raw.high_sent),
  lastAt: raw.last_at === null ? null : dateOf(raw.last_at),
  lastSenderId: numberOrNull(raw.last_sender_id),
  preview: raw.preview,
  createdAt: dateOf(raw.created_at),
});

const messageFrom = (raw: RawMessage): MessageRow => ({
  userLow: Number(raw.user_low),
  userHigh: Number(raw.user_high),
  seq: Number(raw.seq),
  senderId: Number(raw.sender_id),
  clientId: raw.client_id,
  kind: raw.kind,
  body: raw.body,
  createdAt: dateOf(raw.created_at),
});

/**
 * A send's first statement (docs/messages.md "Delivery guarantees"): the pair's conversation, made if new and
 * locked for this transaction (an upsert that always updates takes the row's lock and answers its latest version),
 * with the sender's message stored under `clientId`, if any. That message is read in the statement's snapshot,
 * taken before the lock was waited for: `fresh` is false when another transaction moved the conversation in
 * between (a message stored, a wipe: the row locked is not the one the snapshot saw), and then the caller reads it
 * again. It also answers the friends module's `relation` columns (blocked either way, friends), read in the same
 * snapshot: a block is not ordered with sends by any lock, so a snapshot a moment older is as good.
 */
export async function lockForSend(
  tx: Db,
  pair: Pair,
  senderId: number,
  clientId: string,
  relation: { blocked: SQL<boolean>; friends: SQL<boolean> },
): Promise<{
  conversation: ConversationRow;
  earlier: MessageRow | undefined;
  fresh: boolean;
  relation: { blocked: boolean; friends: boolean };
}> {
  const result = (await tx.execute(sql`
    WITH locked AS (
      INSERT INTO conversations (user_low, user_high) VALUES (${pair.userLow}, ${pair.userHigh})
      ON CONFLICT (user_low, user_high) DO UPDATE SET user_low = excluded.user_low
      RETURNING *, (xmax = 0) AS made
    )
    SELECT locked.*, locked.made OR (
        SELECT ROW(c.last_seq, c.low_sent, c.high_sent) FROM conversations c
        WHERE c.user_low = ${pair.userLow} AND c.user_high = ${pair.userHigh}
      ) IS NOT DISTINCT FROM ROW(locked.last_seq, locked.low_sent, locked.high_sent) AS fresh,
      (SELECT row_to_json(m) FROM messages m WHERE m.sender_id = ${senderId} AND m.client_id = ${clientId}) AS earlier,
      ${relation.blocked} AS blocked, ${relation.friends} AS friends
    FROM locked`)) as unknown as {
    rows: (RawConversation & {
      fresh: boolean;
      earlier: RawMessage | string | null;
      blocked: boolean;
      friends: boolean;
    })[];
  };
  const row = result.rows[0]!;
  const earlier = typeof row.earlier === 'string' ? (JSON.parse(row.earlier) as RawMessage) : row.earlier;
  return {
    conversation: conversationFrom(row),
    earlier: earlier ? messageFrom(earlier) : undefined,
    fresh: row.fresh,
    relation: { blocked: row.blocked, friends: row.friends },
  };
}

/**
 * Stores `message` at its seq and moves the conversation to it, and selects `notices` (the `pg_notify` calls that
 * tell both sides) from the inserted row, in one statement: false, with nothing changed or told, when the sender's
 * `clientId` was stored meanwhile.
 */
export async function storeAndTell(
  tx: Db,
  message: MessageRow,
  conversation: { preview: string; lowSent: number; highSent: number },
  notices: SQL | undefined,
): Promise<boolean> {
  const low = message.senderId === message.userLow;
  const sentColumn = sql.raw(low ? 'low_sent' : 'high_sent');
  const readColumn = sql.raw(low ? 'low_read_seq' : 'high_read_seq');
  const result = (await tx.execute(sql`
    WITH stored AS (
      INSERT INTO messages (user_low, user_high, seq, sender_id, client_id, kind, body, created_at)
      VALUES (${message.userLow}, ${message.userHigh}, ${message.seq}, ${message.senderId}, ${message.clientId},
        ${message.kind}, ${message.body}, ${message.createdAt.toISOString()})
      ON CONFLICT (sender_id, client_id) DO NOTHING
      RETURNING seq
    ), moved AS (
      UPDATE conversations SET last_seq = ${message.seq}, last_at = ${message.createdAt.toISOString()},
        last_sender_id = ${message.senderId}, preview = ${conversation.preview},
        ${sentColumn} = ${low ? conversation.lowSent : conversation.highSent}, ${readColumn} = ${message.seq}
      WHERE user_low = ${message.userLow} AND user_high = ${message.userHigh} AND EXISTS (SELECT 1 FROM stored)
    )
    SELECT stored.seq${notices ? sql`, ${notices}` : sql``} FROM stored`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The conversation columns of `userId`'s side: what they read, what their device received. */
function markerColumns(pair: Pair, userId: number) {
  const low = userId === pair.userLow;
  return {
    read: sql.raw(low ? 'low_read_seq' : 'high_read_seq'),
    delivered: sql.raw(low ? 'low_delivered_seq' : 'high_delivered_seq'),
  };
}

/**
 * A read receipt in one statement (docs/messages.md "Receipts"): `readerId`'s read marker moves to `seq`, never past
 * the last message and only forward, and `notices` (the `pg_notify` calls, given the seq written as SQL) are selected
 * from the moved row, so they go exactly when the move commits and name the seq stored. No lock or transaction of
 * its own: the UPDATE's row lock orders it with concurrent receipts and sends, and under READ COMMITTED its WHERE is
 * checked again on the latest row after that wait, so a marker never goes backwards and a receipt that would not move
 * it changes and tells nothing. Answers the seq written and the other side's messages after it (counted in the
 * statement's snapshot), or undefined when nothing moved (or the pair has no conversation: none is made).
 */
export async function moveRead(
  db: Db,
  pair: Pair,
  readerId: number,
  seq: number,
  notices: (written: SQL) => SQL,
): Promise<{ readSeq: number; unread: number } | undefined> {
  const { read } = markerColumns(pair, readerId);
  const result = (await db.execute(sql`
    WITH moved AS (
      UPDATE conversations SET ${read} = least(${seq}, last_seq)
      WHERE user_low = ${pair.userLow} AND user_high = ${pair.userHigh} AND least(${seq}, last_seq) > ${read}
      RETURNING ${read} AS seq
    )
    SELECT moved.seq, (
        SELECT count(*)::int FROM messages m
        WHERE m.user_low = ${pair.userLow} AND m.user_high = ${pair.userHigh} AND m.sender_id <> ${readerId}
          AND m.seq > moved.seq
      ) AS unread, ${notices(sql`moved.seq`)}
    FROM moved`)) as unknown as { rows: { seq: unknown; unread: unknown }[] };
  const row = result.rows[0];
  return row && { readSeq: Number(row.seq), unread: Number(row.unread) };
}

/**
 * A delivery receipt in one statement, as `moveRead`: `userId`'s delivered marker moves to `seq`, never past the
 * last message and only past what they hold (reading implies delivery: nothing is told below the read marker), with
 * `notices` selected from the moved row. Answers the seq written, or undefined when nothing moved.
 */
export async function moveDelivered(
  db: Db,
  pair: Pair,
  userId: number,
  seq: number,
  notices: (written: SQL) => SQL,
): Promise<number | undefined> {
  const { read, delivered } = markerColumns(pair, userId);
  const result = (await db.execute(sql`
    WITH moved AS (
      UPDATE conversations SET ${delivered} = least(${seq}, last_seq)
      WHERE user_low = ${pair.userLow} AND user_high = ${pair.userHigh}
        AND least(${seq}, last_seq) > greatest(${delivered}, ${read})
      RETURNING ${delivered} AS seq
    )
    SELECT moved.seq, ${notices(sql`moved.seq`)} FROM moved`)) as unknown as { rows: { seq: unknown }[] };
  const row = result.rows[0];
  return row && Number(row.seq);
}

/**
 * `userId`'s markers in the pair's conversation as last committed (the answer of a receipt that moved nothing):
 * what they read, what their device holds (never less than what they read) and the other side's messages after what
 * they read. Undefined when the pair has no conversation.
 */
export async function markersOf(
  db: Db,
  pair: Pair,
  userId: number,
): Promise<{ readSeq: number; deliveredSeq: number; unread: number } | undefined> {
  const { read, delivered } = markerColumns(pair, userId);
  const result = (await db.execute(sql`
    SELECT c.${read} AS read_seq, greatest(c.${delivered}, c.${read}) AS delivered_seq, (
        SELECT count(*)::int FROM messages m
        WHERE m.user_low = c.user_low AND m.user_high = c.user_high AND m.sender_id <> ${userId}
          AND m.seq > c.${read}
      ) AS unread
    FROM conversations c WHERE c.user_low = ${pair.userLow} AND c.user_high = ${pair.userHigh}`)) as unknown as {
    rows: { read_seq: unknown; delivered_seq: unknown; unread: unknown }[];
  };
  const row = result.rows[0];
  return (
    row && {
      readSeq: Number(row.read_seq),
      deliveredSeq: Number(row.delivered_seq),
      unread: Number(row.unread),
    }
  );
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
