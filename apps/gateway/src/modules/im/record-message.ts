import type { ChatMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import {
  insertMessage,
  lockConversation,
  messageByClientId,
  pairOf,
  updateConversation,
  type MessageRow,
} from './queries.ts';
import { tell } from './sending.ts';

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
 * Writes `record` into the two's chat in `tx`, the transaction of its cause: the next seq of the pair, told to both
 * on commit like any message. Only between two who have a chat (friends, or a conversation with messages), unless
 * `opensChat`, and never across a block. It is nobody's written message: it neither unlocks a say-hi chat nor uses
 * the day's say-hi.
 */
export async function recordInChat(
  tx: Db,
  friends: FriendService,
  record: ChatRecord,
  view: (row: MessageRow) => ChatMessage,
): Promise<void> {
  const { senderId, receiverId, clientId, at } = record;
  if (senderId === receiverId || (await friends.blocked(senderId, receiverId, tx))) return;
  const pair = pairOf(senderId, receiverId);
  const conversation = await lockConversation(tx, pair);
  const chatted = conversation.lowSent + conversation.highSent > 0;
  if (!record.opensChat && !chatted && !(await friends.areFriends(senderId, receiverId, tx))) return;
  if (await messageByClientId(tx, senderId, clientId)) return;
  const seq = conversation.lastSeq + 1;
  const row = await insertMessage(tx, {
    ...pair,
    seq,
    senderId,
    clientId,
    kind: record.kind,
    body: JSON.stringify(record.body),
    createdAt: at,
  });
  await updateConversation(tx, pair, {
    lastSeq: seq,
    lastAt: at,
    lastSenderId: senderId,
    preview: '',
    ...(senderId === pair.userLow ? { lowReadSeq: seq } : { highReadSeq: seq }),
  });
  const message = view(row);
  await tell(tx, receiverId, { type: 'imMessage', friendId: String(senderId), message });
  await tell(tx, senderId, { type: 'imMessage', friendId: String(receiverId), message });
}
