import {
  BUSINESS_CODES,
  CHAT_RELATIONS,
  SAY_HI_GROUP_ID,
  type ChatListItem,
  type ChatMessage,
  type ImServerMessage,
} from '@aura/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { peopleByIds, utcDay, type FriendService } from '../friends/index.ts';
import { sendToUserIn } from '../realtime/index.ts';
import { userById } from '../users/index.ts';
import {
  conversationOf,
  conversationsOf,
  deleteMessages,
  insertMessage,
  lockConversation,
  messageByClientId,
  messagesPage,
  pairOf,
  sayHiUsed,
  takeSayHi,
  unreadIn,
  unreadOf,
  updateConversation,
} from './queries.ts';
import { conversations } from './schema.ts';
import { recordCallIn, type CallEnded } from './call-record.ts';
import { lockedFor, messageView, previewOf, relationOf, sideOf } from './views.ts';

export interface ImServiceOptions {
  db: Db;
  friends: FriendService;
  now: () => number;
  /** Server-given: say-hi conversations with non-friends a user may start per UTC day. */
  limits: { freeSayHiPerDay: number };
}

const refuse = (code: number, message: string) => new GatewayError(code, message);

/** Tells every tab of `userId` when `tx` commits; typed by IM's own schema (the channel checks only the type). */
const tell = (tx: Db, userId: number, message: ImServerMessage) => sendToUserIn(tx, userId, message);

/**
 * Messages between two users (docs/messages.md): stored once per client message id, numbered per conversation
 * under the conversation row's lock, told to both sides' tabs by the transaction that stored them (so a tab never
 * hears of a message that is not stored), and read back by seq after a reconnect.
 */
export class ImService {
  constructor(private readonly options: ImServiceOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  async send(
    senderId: number,
    peerId: number,
    clientId: string,
    text: string,
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    if (senderId === peerId) throw refuse(BUSINESS_CODES.friendSelf, 'You cannot write to yourself.');
    if (!(await userById(this.db, peerId))) throw refuse(BUSINESS_CODES.userNotFound, 'No such user.');
    const { friends, now, limits } = this.options;
    const pair = pairOf(senderId, peerId);
    return this.db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, pair);
      const earlier = await messageByClientId(tx, senderId, clientId);
      if (earlier) {
        if (earlier.userLow !== pair.userLow || earlier.userHigh !== pair.userHigh || earlier.body !== text) {
          throw refuse(BUSINESS_CODES.messageIdConflict, 'This message id was used for another message.');
        }
        return { message: messageView(earlier), duplicate: true };
      }
      if (await friends.blocked(senderId, peerId, tx)) {
        throw refuse(BUSINESS_CODES.userBlocked, 'You cannot message this user.');
      }
      const side = sideOf(conversation, senderId);
      if (!(await friends.areFriends(senderId, peerId, tx))) {
        if (await friends.removed(senderId, peerId, tx)) {
          throw refuse(BUSINESS_CODES.notFriends, 'You are no longer friends. Add them again to write.');
        }
        if (lockedFor(false, side)) {
          throw refuse(BUSINESS_CODES.chatLocked, 'Wait for a reply before writing again.');
        }
        const opens = side.mySent === 0 && side.peerSent === 0;
        if (opens && !(await takeSayHi(tx, senderId, utcDay(now()), limits.freeSayHiPerDay))) {
          throw refuse(BUSINESS_CODES.sayHiLimitReached, 'Daily free say-hi limit reached.');
        }
      }
      const seq = conversation.lastSeq + 1;
      const at = new Date(now());
      const row = await insertMessage(tx, {
        ...pair,
        seq,
        senderId,
        clientId,
        kind: 'text',
        body: text,
        createdAt: at,
      });
      const low = senderId === pair.userLow;
      await updateConversation(tx, pair, {
        lastSeq: seq,
        lastAt: at,
        lastSenderId: senderId,
        preview: previewOf(text),
        ...(low
          ? { lowSent: conversation.lowSent + 1, lowReadSeq: seq }
          : { highSent: conversation.highSent + 1, highReadSeq: seq }),
      });
      const message = messageView(row);
      await tell(tx, peerId, { type: 'imMessage', friendId: String(senderId), message });
      await tell(tx, senderId, { type: 'imMessage', friendId: String(peerId), message });
      return { message, duplicate: false };
    });
  }

  async messages(
    userId: number,
    peerId: number,
    page: { afterSeq?: number; beforeSeq?: number; limit: number },
  ) {
    const pair = pairOf(userId, peerId);
    const [conversation, friends, people] = await Promise.all([
      conversationOf(this.db, pair),
      this.options.friends.areFriends(userId, peerId),
      peopleByIds(this.db, [peerId]),
    ]);
    const side = conversation
      ? sideOf(conversation, userId)
      : { peerId, mySent: 0, peerSent: 0, myRead: 0, peerRead: 0, myDelivered: 0, peerDelivered: 0 };
    const rows = conversation ? await messagesPage(this.db, pair, page) : [];
    return {
      messages: rows.map(messageView),
      lastSeq: conversation?.lastSeq ?? 0,
      readSeq: side.myRead,
      peerReadSeq: side.peerRead,
      peerDeliveredSeq: side.peerDelivered,
      locked: lockedFor(friends, side),
      relation: relationOf(friends, side),
      userName: people.get(peerId)?.nickname ?? '',
    };
  }

  /** Marks the conversation read up to `seq` (never backwards, never past the last message). */
  async read(userId: number, peerId: number, seq: number): Promise<{ readSeq: number; unread: number }> {
    const pair = pairOf(userId, peerId);
    const readSeq = await this.db.transaction(async (tx) => {
      if (!(await conversationOf(tx, pair))) return 0;
      const conversation = await lockConversation(tx, pair);
      const side = sideOf(conversation, userId);
      const next = Math.min(Math.max(side.myRead, seq), conversation.lastSeq);
      if (next === side.myRead) return next;
      await updateConversation(
        tx,
        pair,
        userId === pair.userLow ? { lowReadSeq: next } : { highReadSeq: next },
      );
      const receipt = { type: 'imRead' as const, readerId: String(userId), seq: next };
      await tell(tx, peerId, { ...receipt, friendId: String(userId) });
      await tell(tx, userId, { ...receipt, friendId: String(peerId) });
      return next;
    });
    return { readSeq, unread: await unreadIn(this.db, pair, peerId, readSeq) };
  }

  /**
   * This user's device received the conversation up to `seq` (never backwards, never past the last message): the
   * other side hears `imDelivered`. Reading implies delivery, so nothing is told below the read marker.
   */
  async delivered(userId: number, peerId: number, seq: number): Promise<{ deliveredSeq: number }> {
    const pair = pairOf(userId, peerId);
    const deliveredSeq = await this.db.transaction(async (tx) => {
      if (!(await conversationOf(tx, pair))) return 0;
      const conversation = await lockConversation(tx, pair);
      const side = sideOf(conversation, userId);
      const held = Math.max(side.myDelivered, side.myRead);
      const next = Math.min(Math.max(held, seq), conversation.lastSeq);
      if (next === held) return next;
      await updateConversation(
        tx,
        pair,
        userId === pair.userLow ? { lowDeliveredSeq: next } : { highDeliveredSeq: next },
      );
      await tell(tx, peerId, {
        type: 'imDelivered',
        friendId: String(userId),
        readerId: String(userId),
        seq: next,
      });
      return next;
    });
    return { deliveredSeq };
  }

  /**
   * "Typing" (or its end) for the other side's tabs, never stored: only between two who may write to each other (a
   * friendship or a conversation, no block), so a stranger cannot ping anyone. Told or not, the answer is the same.
   */
  async typing(userId: number, peerId: number, typing: boolean): Promise<Record<string, never>> {
    if (userId === peerId) return {};
    const { friends } = this.options;
    if (await friends.blocked(userId, peerId)) return {};
    const known =
      (await friends.areFriends(userId, peerId)) || (await conversationOf(this.db, pairOf(userId, peerId)));
    if (known) await tell(this.db, peerId, { type: 'imTyping', friendId: String(userId), typing });
    return {};
  }

  unread(userId: number): Promise<number> {
    return unreadOf(this.db, userId);
  }

  /** The chat list (spec §3): say-hi contacts grouped into one entry placed first, then the rest latest first. */
  async chats(userId: number): Promise<{ chats: ChatListItem[]; sayHiLeft: number; unread: number }> {
    const rows = await conversationsOf(this.db, userId);
    const peers = rows.map(({ conversation }) => sideOf(conversation, userId).peerId);
    const [friends, people, used] = await Promise.all([
      this.options.friends.friendsAmong(userId, peers),
      peopleByIds(this.db, peers),
      sayHiUsed(this.db, userId, utcDay(this.options.now())),
    ]);
    const entries = rows.map(({ conversation, unread, lastKind }) => {
      const side = sideOf(conversation, userId);
      return {
        friendId: String(side.peerId),
        relation: relationOf(friends.has(side.peerId), side),
        headImg: '',
        userName: people.get(side.peerId)?.nickname ?? '',
        noReadCount: unread,
        timestamp: conversation.lastAt?.getTime() ?? 0,
        timestampUser: String(conversation.lastSenderId ?? ''),
        id: `${conversation.userLow}-${conversation.userHigh}`,
        lastSeq: conversation.lastSeq,
        preview: conversation.preview,
        ...(lastKind && lastKind !== 'text' ? { previewKind: lastKind } : {}),
      };
    });
    const sayHi = entries.filter((entry) => entry.relation === CHAT_RELATIONS.sayHi);
    const others: ChatListItem[] = entries.filter((entry) => entry.relation !== CHAT_RELATIONS.sayHi);
    const latest = sayHi[0];
    const chats: ChatListItem[] = latest
      ? [
          {
            ...latest,
            friendId: SAY_HI_GROUP_ID,
            id: SAY_HI_GROUP_ID,
            userName: '',
            lastSeq: 0,
            noReadCount: sayHi.reduce((sum, entry) => sum + entry.noReadCount, 0),
            userList: sayHi,
          },
          ...others,
        ]
      : others;
    return {
      chats,
      sayHiLeft: Math.max(0, this.options.limits.freeSayHiPerDay - used),
      unread: entries.reduce((sum, entry) => sum + entry.noReadCount, 0),
    };
  }

  /** A call between the two ended (the calls module's `CallEndings`): its record in their chat, in `tx`. */
  callEndedIn(tx: Db, ended: CallEnded): Promise<void> {
    return recordCallIn(tx, this.options.friends, ended);
  }

  /** A removal's wipe (spec §4): the pair's messages go; the numbering goes on from where it was. */
  async wipe(tx: Db, a: number, b: number): Promise<void> {
    const pair = pairOf(a, b);
    await deleteMessages(tx, pair);
    await updateConversation(tx, pair, {
      lowSent: 0,
      highSent: 0,
      preview: '',
      lowReadSeq: sql`${conversations.lastSeq}`,
      highReadSeq: sql`${conversations.lastSeq}`,
    });
  }

  /** Whether the two have a chat between them (a conversation or a friendship): a report may name it. */
  async talked(a: number, b: number): Promise<boolean> {
    if (await conversationOf(this.db, pairOf(a, b))) return true;
    return this.options.friends.areFriends(a, b);
  }
}
