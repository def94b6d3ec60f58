import {
  CHAT_RELATIONS,
  IM_LIMITS,
  type ChatCall,
  type ChatGift,
  type ChatImage,
  type ChatListItem,
  type ChatMessage,
  type MessageKind,
  type UserStatus,
} from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { realtimePresenceChanged } from '@aura/gateway-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FriendsAnswer, MessagesAnswer, RemindAnswer, RemindersAnswer } from './api.ts';
import { listLoaded, readInList, takeIntoList, unreadSet } from './chat-list.ts';
import { friendsListed, heardPresence, toldOnline } from './online-list.ts';
import type { OutboxEntry } from './outbox.ts';

/** A message as this tab shows it: stored (with its seq) or still on its way (local echo). */
export interface LocalMessage {
  clientId: string;
  /** Set once the server stored it. */
  seq?: number;
  senderId: string;
  text: string;
  sentAt: number;
  /** A stored message's kind (absent on a local echo: a text). */
  kind?: MessageKind;
  /** The call of a call record. */
  call?: ChatCall;
  /** The gift of a gift record (docs/gifts.md "In the chat"). */
  gift?: ChatGift;
  /** The photo of an image message (absent on its echo while it uploads). */
  image?: ChatImage;
  /** Its translation, once this user asked for one (paid, docs/messages.md "Translation"). */
  translation?: string;
  status: 'sending' | 'sent' | 'failed';
  /** Why it failed: the gateway's code (0: no answer). */
  code?: number;
  /** Still sending, but its last attempt got no answer: it goes when the network is back. */
  waiting?: boolean;
}

/** One open or visited conversation. `lastSeq` is the highest seq held with every seq before it. */
export interface Conversation {
  peerId: string;
  userName: string;
  messages: LocalMessage[];
  lastSeq: number;
  readSeq: number;
  peerReadSeq: number;
  /** The other side's device received up to here: my messages up to it show as delivered. */
  peerDeliveredSeq: number;
  /** The other side is typing (told by them, shown until a message or `typingShownMs` passes). */
  peerTyping: boolean;
  /** The server holds messages before the first one here (history loads on scroll). */
  hasOlder: boolean;
  loadingOlder: boolean;
  locked: boolean;
  relation: number;
  loaded: boolean;
  /** The code of a refusal to show above the composer (notFriends, userBlocked, chatLocked …). */
  notice?: number;
}

export interface ImState {
  unread: number;
  chats: ChatListItem[];
  sayHiLeft: number;
  chatsLoaded: boolean;
  conversations: Record<string, Conversation>;
  /** The chat on screen: its messages are marked read as they come. */
  openChat?: string;
  friends?: FriendsAnswer;
  /** What the friends page says after an action (a catalog key) or the code of its failure. */
  friendNotice?: { key: string; name?: string } | { code: number };
  /** A friend waited for (an online reminder) came online: told over any page until closed or its time is up. */
  onlineTip?: { friendId: string; name: string };
  /** Online reminders (docs/messages.md): the friends waited for and the day's left, once fetched. */
  reminders?: { friendIds: string[]; left: number };
  /** Friends online, latest first: the IM panel's online list (online-list.ts: reminders and presence). */
  onlineFriends: string[];
  /** The last presence heard of each watched user (the friends', and the wall's hosts'): who is online now. */
  presence: Record<string, UserStatus>;
}

const initialState: ImState = {
  unread: 0,
  chats: [],
  sayHiLeft: 0,
  chatsLoaded: false,
  conversations: {},
  onlineFriends: [],
  presence: {},
};

function emptyConversation(peerId: string): Conversation {
  return {
    peerId,
    userName: '',
    messages: [],
    lastSeq: 0,
    readSeq: 0,
    peerReadSeq: 0,
    peerDeliveredSeq: 0,
    peerTyping: false,
    hasOlder: false,
    loadingOlder: false,
    locked: false,
    relation: 0,
    loaded: false,
  };
}

/** The seq of the oldest stored message held (the next one the server would have if none is held). */
export function firstHeldSeq(conversation: Conversation): number {
  return conversation.messages.find((message) => message.seq !== undefined)?.seq ?? conversation.lastSeq + 1;
}

/** Adds stored messages in seq order: only the next seq is taken, so nothing is doubled and nothing skipped. */
function absorb(conversation: Conversation, messages: readonly ChatMessage[]): void {
  for (const message of [...messages].sort((a, b) => a.seq - b.seq)) {
    if (message.seq !== conversation.lastSeq + 1) continue;
    const echo = conversation.messages.findIndex((local) => local.clientId === message.clientId);
    if (echo >= 0) conversation.messages.splice(echo, 1);
    const stored: LocalMessage = { ...message, status: 'sent' };
    const firstPending = conversation.messages.findIndex((local) => local.seq === undefined);
    if (firstPending < 0) conversation.messages.push(stored);
    else conversation.messages.splice(firstPending, 0, stored);
    conversation.lastSeq = message.seq;
  }
}

export const imSlice = createSlice({
  name: 'im',
  initialState,
  reducers: {
    chatsLoaded: listLoaded,
    unreadChanged: unreadSet,
    listedChatMessage: takeIntoList,
    listedChatRead: readInList,
    chatOpened(state, action: PayloadAction<string>) {
      state.openChat = action.payload;
      state.conversations[action.payload] ??= emptyConversation(action.payload);
    },
    chatClosed(state) {
      delete state.openChat;
    },
    historyLoaded(state, action: PayloadAction<{ peerId: string; page: MessagesAnswer }>) {
      const { peerId, page } = action.payload;
      const conversation = (state.conversations[peerId] ??= emptyConversation(peerId));
      const pending = conversation.messages.filter((message) => message.seq === undefined);
      const first = page.messages[0]?.seq ?? page.lastSeq + 1;
      if (!conversation.loaded || first > conversation.lastSeq + 1) {
        // A fresh view (or one too far behind to join up): start from this page.
        conversation.messages = pending;
        conversation.lastSeq = first - 1;
        conversation.hasOlder = first > 1 && page.messages.length >= IM_LIMITS.pageSize;
      }
      absorb(conversation, page.messages);
      Object.assign(conversation, {
        userName: page.userName,
        readSeq: page.readSeq,
        peerReadSeq: page.peerReadSeq,
        peerDeliveredSeq: Math.max(conversation.peerDeliveredSeq, page.peerDeliveredSeq),
        locked: page.locked,
        relation: page.relation,
        loaded: true,
      });
    },
    messagesArrived(state, action: PayloadAction<{ peerId: string; messages: ChatMessage[] }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (!conversation?.loaded) return;
      absorb(conversation, action.payload.messages);
      if (action.payload.messages.some((message) => message.senderId === conversation.peerId)) {
        conversation.peerTyping = false;
      }
    },
    olderRequested(state, action: PayloadAction<string>) {
      const conversation = state.conversations[action.payload];
      if (conversation?.loaded && conversation.hasOlder) conversation.loadingOlder = true;
    },
    /** A page before the first message held (oldest first): joined on in front when it ends right before it. */
    olderLoaded(state, action: PayloadAction<{ peerId: string; messages: ChatMessage[]; limit: number }>) {
      const { peerId, messages, limit } = action.payload;
      const conversation = state.conversations[peerId];
      if (!conversation) return;
      conversation.loadingOlder = false;
      const first = firstHeldSeq(conversation);
      const older: LocalMessage[] = [];
      for (const message of [...messages].sort((a, b) => b.seq - a.seq)) {
        if (message.seq !== first - older.length - 1) break;
        older.unshift({ ...message, status: 'sent' });
      }
      conversation.messages.unshift(...older);
      const oldest = first - older.length;
      conversation.hasOlder = oldest > 1 && messages.length >= limit && older.length > 0;
    },
    olderFailed(state, action: PayloadAction<string>) {
      const conversation = state.conversations[action.payload];
      if (conversation) conversation.loadingOlder = false;
    },
    peerDelivered(state, action: PayloadAction<{ peerId: string; seq: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation) {
        conversation.peerDeliveredSeq = Math.max(conversation.peerDeliveredSeq, action.payload.seq);
      }
    },
    peerTypingChanged(state, action: PayloadAction<{ peerId: string; typing: boolean }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation) conversation.peerTyping = action.payload.typing;
    },
    sendPressed(
      state,
      action: PayloadAction<{
        peerId: string;
        clientId: string;
        senderId: string;
        text: string;
        sentAt: number;
      }>,
    ) {
      const { peerId, ...message } = action.payload;
      const conversation = (state.conversations[peerId] ??= emptyConversation(peerId));
      conversation.messages.push({ ...message, status: 'sending' });
      delete conversation.notice;
    },
    /** A photo chosen to send: its echo shows as sending until the gateway stored it (kept by the outbox). */
    imageWritten(
      state,
      action: PayloadAction<{ peerId: string; clientId: string; senderId: string; sentAt: number }>,
    ) {
      const { peerId, ...message } = action.payload;
      const conversation = (state.conversations[peerId] ??= emptyConversation(peerId));
      conversation.messages.push({ ...message, kind: 'image', text: '', status: 'sending' });
      delete conversation.notice;
    },
    translationArrived(state, action: PayloadAction<{ peerId: string; seq: number; text: string }>) {
      const { peerId, seq, text } = action.payload;
      const message = state.conversations[peerId]?.messages.find((local) => local.seq === seq);
      if (message) message.translation = text;
    },
    translationRefused(state, action: PayloadAction<{ peerId: string; code: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation) conversation.notice = action.payload.code;
    },
    messageSent(state, action: PayloadAction<{ peerId: string; message: ChatMessage }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (!conversation) return;
      absorb(conversation, [action.payload.message]);
      // Stored, but told of it before messages this tab has not fetched yet: it shows as sent meanwhile.
      const echo = conversation.messages.find((local) => local.clientId === action.payload.message.clientId);
      if (echo && echo.seq === undefined) {
        echo.status = 'sent';
        delete echo.waiting;
      }
      // To a non-friend who has not written: more waits for their reply (spec §6).
      const replied = conversation.messages.some((local) => local.senderId === conversation.peerId);
      if (conversation.relation !== CHAT_RELATIONS.friend && !replied) conversation.locked = true;
    },
    /** Written messages kept by the outbox (a reload, a closed tab), put back as they were, oldest first. */
    outboxRestored(state, action: PayloadAction<OutboxEntry[]>) {
      const insertAt = new Map<string, number>();
      for (const entry of action.payload) {
        const conversation = (state.conversations[entry.peerId] ??= emptyConversation(entry.peerId));
        if (conversation.messages.some((local) => local.clientId === entry.clientId)) continue;
        // Written by an earlier page, so before anything this page has still to send.
        let at = insertAt.get(entry.peerId);
        if (at === undefined) {
          const firstPending = conversation.messages.findIndex((local) => local.seq === undefined);
          at = firstPending < 0 ? conversation.messages.length : firstPending;
        }
        insertAt.set(entry.peerId, at + 1);
        conversation.messages.splice(at, 0, {
          clientId: entry.clientId,
          senderId: entry.ownerId,
          text: entry.text,
          sentAt: entry.sentAt,
          ...(entry.image === undefined ? {} : { kind: 'image' as const }),
          ...(entry.failedCode === undefined
            ? { status: 'sending' as const }
            : { status: 'failed' as const, code: entry.failedCode }),
        });
      }
    },
    messageWaiting(state, action: PayloadAction<{ peerId: string; clientId: string }>) {
      const echo = state.conversations[action.payload.peerId]?.messages.find(
        (local) => local.clientId === action.payload.clientId,
      );
      if (echo?.status === 'sending') echo.waiting = true;
    },
    messageFailed(state, action: PayloadAction<{ peerId: string; clientId: string; code: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      const echo = conversation?.messages.find((local) => local.clientId === action.payload.clientId);
      if (!conversation || !echo) return;
      echo.status = 'failed';
      delete echo.waiting;
      echo.code = action.payload.code;
      if (action.payload.code !== 0) conversation.notice = action.payload.code;
    },
    retryPressed(state, action: PayloadAction<{ peerId: string; clientId: string }>) {
      const echo = state.conversations[action.payload.peerId]?.messages.find(
        (local) => local.clientId === action.payload.clientId,
      );
      if (echo?.status === 'failed') {
        echo.status = 'sending';
        delete echo.code;
      }
    },
    readMarked(state, action: PayloadAction<{ peerId: string; readSeq: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation) conversation.readSeq = Math.max(conversation.readSeq, action.payload.readSeq);
    },
    peerRead(state, action: PayloadAction<{ peerId: string; seq: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation) conversation.peerReadSeq = Math.max(conversation.peerReadSeq, action.payload.seq);
    },
    conversationWiped(state, action: PayloadAction<string>) {
      delete state.conversations[action.payload];
    },
    friendsLoaded(state, action: PayloadAction<FriendsAnswer>) {
      state.friends = action.payload;
      friendsListed(state);
    },
    friendNoticeShown(state, action: PayloadAction<NonNullable<ImState['friendNotice']>>) {
      state.friendNotice = action.payload;
    },
    friendNoticeDismissed(state) {
      delete state.friendNotice;
    },
    onlineTipShown(state, action: PayloadAction<NonNullable<ImState['onlineTip']>>) {
      state.onlineTip = action.payload;
    },
    onlineTipDismissed(state) {
      delete state.onlineTip;
    },
    remindersLoaded(state, action: PayloadAction<RemindersAnswer>) {
      state.reminders = { friendIds: action.payload.friendIds, left: action.payload.remindersLeft };
    },
    remindAnswered(state, action: PayloadAction<RemindAnswer & { friendId: string }>) {
      const { friendId, waiting, online, remindersLeft } = action.payload;
      const waited = (state.reminders?.friendIds ?? []).filter((id) => id !== friendId);
      state.reminders = { friendIds: waiting ? [...waited, friendId] : waited, left: remindersLeft };
      if (online) toldOnline(state, friendId);
    },
    friendCameOnline(state, action: PayloadAction<string>) {
      const friendId = action.payload;
      if (state.reminders) {
        state.reminders.friendIds = state.reminders.friendIds.filter((id) => id !== friendId);
      }
      toldOnline(state, friendId);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(realtimePresenceChanged, (state, { payload }) =>
      heardPresence(state, payload.userId, payload.status),
    );
  },
});

export const {
  imageWritten,
  translationArrived,
  translationRefused,
  chatsLoaded,
  unreadChanged,
  listedChatMessage,
  listedChatRead,
  chatOpened,
  chatClosed,
  historyLoaded,
  messagesArrived,
  olderRequested,
  olderLoaded,
  olderFailed,
  peerDelivered,
  peerTypingChanged,
  sendPressed,
  messageSent,
  outboxRestored,
  messageWaiting,
  messageFailed,
  retryPressed,
  readMarked,
  peerRead,
  conversationWiped,
  friendsLoaded,
  friendNoticeShown,
  friendNoticeDismissed,
  remindersLoaded,
  remindAnswered,
  friendCameOnline,
  onlineTipShown,
  onlineTipDismissed,
} = imSlice.actions;

export type ImRootState = { im: ImState };
