import type { ServerMessage } from '@aura/contracts';
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PubSub, Unsubscribe } from '../../db/pubsub.ts';
import { realtimeRelay } from './schema.ts';

export const USER_MESSAGES_CHANNEL = 'aura_user_messages';
/** NOTIFY payloads stop at 8000 bytes; a larger message (an SDP offer) travels as a row and its id. */
const MAX_NOTIFY_BYTES = 7000;
/** Relay rows older than this were delivered or nobody was there to take them. */
const RELAY_KEEP_SECONDS = 120;

type Envelope = { userId: number; message: ServerMessage } | { userId: number; relayId: number };

async function relay(db: Db, message: ServerMessage): Promise<number> {
  await db
    .delete(realtimeRelay)
    .where(lt(realtimeRelay.createdAt, sql`now() - make_interval(secs => ${RELAY_KEEP_SECONDS})`));
  const [row] = await db
    .insert(realtimeRelay)
    .values({ payload: JSON.stringify(message) })
    .returning({ id: realtimeRelay.id });
  return row!.id;
}

/**
 * A message for one user, sent by the transaction `tx` is in: PostgreSQL (and PGlite) deliver a NOTIFY when the
 * transaction commits and drop it when it (or the savepoint it was sent in) rolls back. So what a transaction
 * tells a user is never ahead of what it wrote, and never told when it is undone. Every instance's
 * `UserDelivery.subscribe` receives it as any other message to the user.
 */
export function sendToUserIn(tx: Db, userId: number, message: ServerMessage): Promise<void> {
  return sendToUsersIn(tx, [[userId, message]]);
}

/** `sendToUserIn` for several users (or messages) in one statement, told in the order given. */
export async function sendToUsersIn(tx: Db, messages: [userId: number, ServerMessage][]): Promise<void> {
  const notices = await noticesIn(tx, messages);
  if (notices) await tx.execute(sql`SELECT ${notices}`);
}

/**
 * The `pg_notify` calls of `sendToUsersIn`, for a statement of the caller's own (a send that stores and tells in one
 * round trip selects them from the row it inserted, so they go only when it was inserted). A message too large for a
 * NOTIFY is stored for the relay here, in `tx`.
 */
export async function noticesIn(
  tx: Db,
  messages: [userId: number, ServerMessage][],
): Promise<SQL | undefined> {
  const envelopes: string[] = [];
  for (const [userId, message] of messages) {
    const envelope = JSON.stringify({ userId, message } satisfies Envelope);
    envelopes.push(
      Buffer.byteLength(envelope, 'utf8') <= MAX_NOTIFY_BYTES
        ? envelope
        : JSON.stringify({ userId, relayId: await relay(tx, message) } satisfies Envelope),
    );
  }
  if (envelopes.length === 0) return undefined;
  return sql.join(
    envelopes.map((envelope) => sql`pg_notify(${USER_MESSAGES_CHANNEL}, ${envelope})`),
    sql`, `,
  );
}

/** A message without its `seq` (which only the statement that tells it knows: `noticesWithSeq`). */
export type WithoutSeq<M> = M extends { seq: number } ? Omit<M, 'seq'> : never;

/**
 * `noticesIn` for a statement that knows the messages' `seq` only as it runs (a receipt tells the marker it wrote):
 * each envelope is made here, and the statement sets `seq`, an expression of its own, into the message. For small
 * messages only (a receipt is about 100 bytes): nothing is relayed.
 */
export function noticesWithSeq<M extends ServerMessage>(
  messages: [userId: number, WithoutSeq<M>][],
  seq: SQL,
): SQL {
  return sql.join(
    messages.map(([userId, message]) => {
      const envelope = JSON.stringify({ userId, message });
      if (Buffer.byteLength(envelope, 'utf8') > MAX_NOTIFY_BYTES) throw new Error('too large to tell in SQL');
      return sql`pg_notify(${USER_MESSAGES_CHANNEL}, jsonb_set(${envelope}::jsonb, '{message,seq}', to_jsonb(${seq}))::text)`;
    }),
    sql`, `,
  );
}

/**
 * Messages for one user, wherever their sockets are: published on `aura_user_messages` to every instance, each
 * hands it to the user's sockets it holds. The sender never needs to know which instance that is.
 */
export class UserDelivery {
  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {}

  async send(userId: number, message: ServerMessage): Promise<void> {
    const direct = JSON.stringify({ userId, message } satisfies Envelope);
    if (Buffer.byteLength(direct, 'utf8') <= MAX_NOTIFY_BYTES) {
      return this.pubsub.publish(USER_MESSAGES_CHANNEL, direct);
    }
    const relayId = await relay(this.db, message);
    await this.pubsub.publish(USER_MESSAGES_CHANNEL, JSON.stringify({ userId, relayId }));
  }

  /**
   * Calls `deliver` with messages for users `holds` says this instance has sockets of, in the order they were
   * published: a relayed message (read from its row) holds back the ones after it, so an SDP offer is never
   * overtaken by the ICE candidates that follow it.
   */
  subscribe(
    holds: (userId: number) => boolean,
    deliver: (userId: number, message: ServerMessage) => void,
  ): Promise<Unsubscribe> {
    let queue: Promise<void> = Promise.resolve();
    return this.pubsub.subscribe(USER_MESSAGES_CHANNEL, (payload) => {
      const envelope = JSON.parse(payload) as Envelope;
      if (!holds(envelope.userId)) return;
      queue = queue
        .then(async () => {
          const message = 'message' in envelope ? envelope.message : await this.relayed(envelope.relayId);
          if (message) deliver(envelope.userId, message);
        })
        .catch(() => {});
    });
  }

  private async relayed(id: number): Promise<ServerMessage | undefined> {
    const [row] = await this.db
      .select({ payload: realtimeRelay.payload })
      .from(realtimeRelay)
      .where(eq(realtimeRelay.id, id));
    return row && (JSON.parse(row.payload) as ServerMessage);
  }
}
