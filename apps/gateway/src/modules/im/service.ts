import {
  BUSINESS_CODES,
  CHAT_RELATIONS,
  SAY_HI_GROUP_ID,
  chatPreviewOf,
  type ChatListItem,
  type ChatMessage,
  type ImServerMessage,
  type UserStatus,
} from '@aura/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { peopleByIds, utcDay, type FriendService } from '../friends/index.ts';
import { conversationsOf } from './chat-list.ts';
import type { RewardEvents } from '../rewards/index.ts';
import { noticesWithSeq } from '../realtime/index.ts';
import { userById } from '../users/index.ts';
import {
  conversationOf,
  deleteMessages,
  messageByClientId,
  markersOf,
  messagesPage,
  moveDelivered,
  moveRead,
  pairOf,
  sayHiUsed,
  unreadOf,
  updateConversation,
  type MessageRow,
} from './queries.ts';
import { conversations, messages as messageRows, onlineReminders, wipedChatPhotos } from './schema.ts';
import { cameOnline, isOnline, remind, remindersOf, type ReminderDeps } from './reminders.ts';
import { recordCallIn, type CallEnded } from './call-record.ts';
import { recordGiftIn, type GiftSentInChat } from './gift-record.ts';
import { translate, type TranslateAnswer, type TranslationDeps } from './translation.ts';
import { imageBeforeReply, refuse, storeMessage, tell, type SendingDeps } from './sending.ts';
import { lockedFor, messageView, relationOf, sideOf, type StoredImage } from './views.ts';

export interface ImServiceOptions {
  db: Db;
  friends: FriendService;
  now: () => number;
  /** Server-given: say-hi conversations with non-friends a user may start per UTC day; online reminders per day. */
  limits: { freeSayHiPerDay: number; onlineRemindersPerDay: number };
  /** A user's presence now (the presence module): online reminders. */
  status: (userId: number) => Promise<UserStatus>;
  /** Where a sent message counts for the sender's daily tasks (the rewards module); nowhere without it. */
  events?: RewardEvents;
  images: ChatImageStore;
  /** Translation of messages: the provider, the ledger, who is VIP and the price and limit. */
  translation: Omit<TranslationDeps, 'db' | 'now'>;
  /** Told of each new message once stored (not of a repeated client id): web push (docs/push.md). */
  stored?: (message: { senderId: number; peerId: number }) => void;
}

/** Where IM keeps chat photos: the media module's content check, re-encode and signed addresses. */
export interface ChatImageStore {
  store(ownerId: number, base64: string): Promise<StoredImage>;
  urls(id: string): { url: string; thumbUrl: string };
  /** Deletes a photo's files and its record (its message was wiped). */
  remove(id: string): Promise<void>;
}

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
    // No look-up of the peer first: the send's own insert refuses one who does not exist (`userNotFound`).
    if (senderId === peerId) throw refuse(BUSINESS_CODES.friendSelf, 'You cannot write to yourself.');
    return this.told(
      senderId,
      peerId,
      await storeMessage(this.sending, senderId, peerId, clientId, {
        kind: 'text',
        body: text,
        preview: chatPreviewOf(text),
        same: (earlier) => earlier.kind === 'text' && earlier.body === text,
      }),
    );
  }

  /**
   * A photo (docs/messages.md "Images"): only once the other side has written (spec §4), checked and re-encoded by
   * the media module, then stored like a text. A repeat of the client id answers the stored photo unprocessed.
   */
  async sendImage(
    senderId: number,
    peerId: number,
    clientId: string,
    base64: string,
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    await this.checkPeer(senderId, peerId);
    const repeat = await messageByClientId(this.db, senderId, clientId);
    let body = '';
    if (!repeat) {
      // Asked before the photo is processed, so a refused one costs nothing; asked again under the lock.
      const conversation = await conversationOf(this.db, pairOf(senderId, peerId));
      if (!conversation || sideOf(conversation, senderId).peerSent === 0) throw imageBeforeReply();
      const stored: StoredImage = await this.options.images.store(senderId, base64);
      body = JSON.stringify(stored);
    }
    return this.told(
      senderId,
      peerId,
      await storeMessage(this.sending, senderId, peerId, clientId, {
        kind: 'image',
        body,
        preview: '',
        afterReply: true,
        same: (earlier) => earlier.kind === 'image',
      }),
    );
  }

  private told<T extends { duplicate: boolean }>(senderId: number, peerId: number, sent: T): T {
    if (!sent.duplicate) this.options.stored?.({ senderId, peerId });
    return sent;
  }

  /** A text of the conversation in `to` (docs/messages.md "Translation"): paid, limited per day unless VIP. */
  translate(userId: number, peerId: number, seq: number, to: string): Promise<TranslateAnswer> {
    const { db, now, translation } = this.options;
    return translate({ db, now, ...translation }, userId, peerId, seq, to);
  }

  /** Tell `userId` when the friend `friendId` comes online (docs/messages.md "Online reminders"). */
  remind(userId: number, friendId: number) {
    return remind(this.reminding, userId, friendId);
  }

  /** The online reminders `userId` waits for and how many are left today. */
  reminders(userId: number) {
    return remindersOf(this.reminding, userId);
  }

  /**
   * A presence change (the presence module's `onChange`, on every instance): a user who came online is told to
   * whoever waits for them, once. Answers how many were told here.
   */
  async presenceChanged(userId: number, status: UserStatus): Promise<number> {
    if (!isOnline(status)) return 0;
    return cameOnline(this.reminding, userId);
  }

  private get reminding(): ReminderDeps {
    const { db, friends, now, status, limits } = this.options;
    return { db, friends, now, status, perDay: limits.onlineRemindersPerDay };
  }

  private async checkPeer(senderId: number, peerId: number): Promise<void> {
    if (senderId === peerId) throw refuse(BUSINESS_CODES.friendSelf, 'You cannot write to yourself.');
    if (!(await userById(this.db, peerId))) throw refuse(BUSINESS_CODES.userNotFound, 'No such user.');
  }

  private get sending(): SendingDeps {
    return { ...this.options, view: this.view };
  }

  /** A stored message as the protocol shows it: a photo with fresh signed addresses. */
  readonly view = (row: MessageRow): ChatMessage => messageView(row, (id) => this.options.images.urls(id));

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
      messages: rows.map(this.view),
      lastSeq: conversation?.lastSeq ?? 0,
      readSeq: side.myRead,
      peerReadSeq: side.peerRead,
      peerDeliveredSeq: side.peerDelivered,
      locked: lockedFor(friends, side),
      relation: relationOf(friends, side),
      userName: people.get(peerId)?.nickname ?? '',
    };
  }

  /**
   * Marks the conversation read up to `seq` (never backwards, never past the last message): both sides hear `imRead`
   * when it moved. One statement when it moves, two when it does not (docs/messages.md "Receipts").
   */
  async read(userId: number, peerId: number, seq: number): Promise<{ readSeq: number; unread: number }> {
    const pair = pairOf(userId, peerId);
    const receipt = { type: 'imRead', readerId: String(userId) } as const;
    const moved = await moveRead(this.db, pair, userId, seq, (written) =>
      noticesWithSeq<ImServerMessage>(
        [
          [peerId, { ...receipt, friendId: String(userId) }],
          [userId, { ...receipt, friendId: String(peerId) }],
        ],
        written,
      ),
    );
    if (moved) return moved;
    const markers = await markersOf(this.db, pair, userId);
    return { readSeq: markers?.readSeq ?? 0, unread: markers?.unread ?? 0 };
  }

  /**
   * This user's device received the conversation up to `seq` (never backwards, never past the last message): the
   * other side hears `imDelivered`. Reading implies delivery, so nothing is told below the read marker.
   */
  async delivered(userId: number, peerId: number, seq: number): Promise<{ deliveredSeq: number }> {
    const pair = pairOf(userId, peerId);
    const moved = await moveDelivered(this.db, pair, userId, seq, (written) =>
      noticesWithSeq<ImServerMessage>(
        [[peerId, { type: 'imDelivered', friendId: String(userId), readerId: String(userId) }]],
        written,
      ),
    );
    return { deliveredSeq: moved ?? (await markersOf(this.db, pair, userId))?.deliveredSeq ?? 0 };
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
    const { friends } = this.options;
    const day = utcDay(this.options.now());
    const rows = await conversationsOf(this.db, userId, day, (low, high) => friends.friendsColumn(low, high));
    // The day's say-hi count rides on every row; a user with no chat yet asks for it alone.
    const used = rows[0]?.sayHiToday ?? (await sayHiUsed(this.db, userId, day));
    const entries = rows.map(({ conversation, unread, lastKind, peerName, friends: areFriends }) => {
      const side = sideOf(conversation, userId);
      return {
        friendId: String(side.peerId),
        relation: relationOf(areFriends, side),
        headImg: '',
        userName: peerName ?? '',
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
    return recordCallIn(tx, this.options.friends, ended, this.view);
  }

  /** A gift between the two was sent (the gifts module's `GiftRecords`): its record in their chat, in `tx`. */
  giftSentIn(tx: Db, sent: GiftSentInChat): Promise<void> {
    return recordGiftIn(tx, this.options.friends, sent, this.view);
  }

  /**
   * A removal's wipe (spec §4): the pair's messages and online reminders go; the numbering goes on from where it was.
   */
  async wipe(tx: Db, a: number, b: number): Promise<() => Promise<number>> {
    const pair = pairOf(a, b);
    // The photos' files cannot go in the transaction: their ids are kept in it, deleted after the commit (or by the
    // next sweep when the process died in between).
    const photos = await tx
      .select({ body: messageRows.body })
      .from(messageRows)
      .where(
        and(
          eq(messageRows.userLow, pair.userLow),
          eq(messageRows.userHigh, pair.userHigh),
          eq(messageRows.kind, 'image'),
        ),
      );
    const mediaIds = photos.map((row) => (JSON.parse(row.body) as StoredImage).id);
    if (mediaIds.length > 0) {
      await tx
        .insert(wipedChatPhotos)
        .values(mediaIds.map((mediaId) => ({ mediaId })))
        .onConflictDoNothing();
    }
    await deleteMessages(tx, pair);
    await tx
      .delete(onlineReminders)
      .where(
        or(
          and(eq(onlineReminders.userId, a), eq(onlineReminders.friendId, b)),
          and(eq(onlineReminders.userId, b), eq(onlineReminders.friendId, a)),
        ),
      );
    await updateConversation(tx, pair, {
      lowSent: 0,
      highSent: 0,
      preview: '',
      lowReadSeq: sql`${conversations.lastSeq}`,
      highReadSeq: sql`${conversations.lastSeq}`,
    });
    return () => this.purgeWipedPhotos(mediaIds);
  }

  /**
   * Deletes the files of wiped chat photos (`ids`, or the next batch of all that wait): each file first, then its
   * row, so a failure leaves it for the next sweep. Answers how many went.
   */
  async purgeWipedPhotos(ids?: readonly string[], limit = 100): Promise<number> {
    if (ids?.length === 0) return 0;
    const rows = await this.db
      .select({ mediaId: wipedChatPhotos.mediaId })
      .from(wipedChatPhotos)
      .where(ids ? inArray(wipedChatPhotos.mediaId, [...ids]) : undefined)
      .limit(limit);
    for (const { mediaId } of rows) {
      await this.options.images.remove(mediaId);
      await this.db.delete(wipedChatPhotos).where(eq(wipedChatPhotos.mediaId, mediaId));
    }
    return rows.length;
  }

  /** Whether the two have a chat between them (a conversation or a friendship): a report may name it. */
  async talked(a: number, b: number): Promise<boolean> {
    if (await conversationOf(this.db, pairOf(a, b))) return true;
    return this.options.friends.areFriends(a, b);
  }
}
