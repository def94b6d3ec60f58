import type { ChatGift, ChatMessage, ImServerMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import { sendToUserIn } from '../realtime/index.ts';
import {
  insertMessage,
  lockConversation,
  messageByClientId,
  pairOf,
  updateConversation,
  type MessageRow,
} from './queries.ts';

/** A gift sent, as the gifts module tells of it (its `GiftSentEvent`, handed over by the composition root). */
export interface GiftSentInChat {
  sendId: string;
  senderId: number;
  receiverId: number;
  gift: { giftId: string; name: string; icon: string };
  context: string;
  sentAt: number;
}

const tell = (tx: Db, userId: number, message: ImServerMessage) => sendToUserIn(tx, userId, message);

/**
 * Writes a gift into the two's chat (docs/gifts.md "In the chat"), in the send's transaction: the sender's message
 * of kind `gift`, the next seq of the pair, told to both on commit like any message. Sent from the chat, or between
 * two who have a chat (friends, or a conversation with messages); never across a block. Like a call record it is
 * nobody's written message: it neither unlocks a say-hi chat nor uses the day's say-hi. Its client id is the send
 * id, so a repeated telling stores nothing.
 */
export async function recordGiftIn(
  tx: Db,
  friends: FriendService,
  sent: GiftSentInChat,
  view: (row: MessageRow) => ChatMessage,
): Promise<void> {
  const { senderId, receiverId } = sent;
  if (senderId === receiverId || (await friends.blocked(senderId, receiverId, tx))) return;
  const pair = pairOf(senderId, receiverId);
  const conversation = await lockConversation(tx, pair);
  const chatted = conversation.lowSent + conversation.highSent > 0;
  if (sent.context !== 'chat' && !chatted && !(await friends.areFriends(senderId, receiverId, tx))) return;
  if (await messageByClientId(tx, senderId, sent.sendId)) return;
  const { giftId, name, icon } = sent.gift;
  const gift: ChatGift = { giftId, name, icon };
  const seq = conversation.lastSeq + 1;
  const at = new Date(sent.sentAt);
  const row = await insertMessage(tx, {
    ...pair,
    seq,
    senderId,
    clientId: sent.sendId,
    kind: 'gift',
    body: JSON.stringify(gift),
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
