import type { ChatMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import { lockForSend, messageByClientId, pairOf, type MessageRow } from './queries.ts';
import { storeLocked } from './sending.ts';

/** A record another module writes into a chat: a call that ended, a gift sent (docs/messages.md). */
export interface ChatRecord {
  /** Whose message it shows as. */
  senderId: number;
  receiverId: number;
  /** Names the cause (the call, the gift's send id): a second telling of it stores nothing. */
  clientId: string;
  kind: 'call' | 'gift';
  /** What the record shows, as the message's JSON body. */
  body: unknown;
  at: Date;
  /** Written even between two who have no chat yet (a gift sent from the chat itself). */
  opensChat?: boolean;
}

/**
 * Writes `record` into the two's chat in `tx`, the transaction of its cause, with a text's statements (the lock of
 * `lockForSend`, the store of `storeLocked`): the next seq of the pair, told to both on commit like any message.
 * Only between two who have a chat (friends, or a conversation with messages), unless `opensChat`, and never across
 * a block. It is nobody's written message: the sent counts stay, so it neither unlocks a say-hi chat nor uses the
 * day's say-hi. Its client id stored already (before the lock or meanwhile) stores and tells nothing.
 */
export async function recordInChat(
  tx: Db,
  friends: FriendService,
  record: ChatRecord,
  view: (row: MessageRow) => ChatMessage,
): Promise<void> {
  const { senderId, receiverId, clientId, at } = record;
  // Asked before the lock so that a blocked pair gets no conversation row; the lock's read asks again.
  if (senderId === receiverId || (await friends.blocked(senderId, receiverId, tx))) return;
  const pair = pairOf(senderId, receiverId);
  const locked = await lockForSend(
    tx,
    pair,
    senderId,
    clientId,
    friends.relationColumns(senderId, receiverId),
  );
  const { conversation, relation } = locked;
  if (relation.blocked) return;
  const chatted = conversation.lowSent + conversation.highSent > 0;
  if (!record.opensChat && !chatted && !relation.friends) return;
  // Read in a snapshot older than the lock when someone wrote meanwhile: then again, now.
  if (locked.fresh ? locked.earlier : await messageByClientId(tx, senderId, clientId)) return;
  const row: MessageRow = {
    ...pair,
    seq: conversation.lastSeq + 1,
    senderId,
    clientId,
    kind: record.kind,
    body: JSON.stringify(record.body),
    createdAt: at,
  };
  const { lowSent, highSent } = conversation;
  await storeLocked(tx, view, row, receiverId, { preview: '', lowSent, highSent });
}
