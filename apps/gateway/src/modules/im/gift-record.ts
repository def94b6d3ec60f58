import type { ChatGift, ChatMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import type { MessageRow } from './queries.ts';
import { recordInChat } from './record-message.ts';

/** A gift sent, as the gifts module tells of it (its `GiftSentEvent`, handed over by the composition root). */
export interface GiftSentInChat {
  sendId: string;
  senderId: number;
  receiverId: number;
  gift: { giftId: string; name: string; icon: string };
  context: string;
  sentAt: number;
}

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
  const { giftId, name, icon } = sent.gift;
  const gift: ChatGift = { giftId, name, icon };
  await recordInChat(
    tx,
    friends,
    {
      senderId: sent.senderId,
      receiverId: sent.receiverId,
      clientId: sent.sendId,
      kind: 'gift',
      body: gift,
      at: new Date(sent.sentAt),
      opensChat: sent.context === 'chat',
    },
    view,
  );
}
