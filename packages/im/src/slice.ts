import { CHAT_RELATIONS, type ChatListItem, type ChatMessage } from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FriendsAnswer, MessagesAnswer } from './api.ts';

/** A message as this tab shows it: stored (with its seq) or still on its way (local echo). */
export interface LocalMessage {
  clientId: string;
  /** Set once the server stored it. */
  seq?: number;
  senderId: string;
  text: string;
  sentAt: number;
  status: 'sending' | 'sent' | 'failed';
  /** Why it failed: the gateway's code (0: no answer). */
  code?: number;
}

/** One open or visited conversation. `lastSeq` is the highest seq held with every seq before it. */
export interface Conversation {
  peerId: string;
  userName: string;
  messages: LocalMessage[];
  lastSeq: number;
  readSeq: number;
  peerReadSeq: number;
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
}

const initialState: ImState = {
  unread: 0,
  chats: [],
  sayHiLeft: 0,
  chatsLoaded: false,
  conversations: {},
};

function emptyConversation(peerId: string): Conversation {
  return {
    peerId,
    userName: '',
    messages: [],
    lastSeq: 0,
    readSeq: 0,
    peerReadSeq: 0,
    locked: false,
    relation: 0,
    loaded: false,
  };
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
    chatsLoaded(state, action: PayloadAction<{ chats: ChatListItem[]; sayHiLeft: number; unread: number }>) {
      Object.assign(state, action.payload, { chatsLoaded: true });
    },
    unreadChanged(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
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
      }
      absorb(conversation, page.messages);
      Object.assign(conversation, {
        userName: page.userName,
        readSeq: page.readSeq,
        peerReadSeq: page.peerReadSeq,
        locked: page.locked,
        relation: page.relation,
        loaded: true,
      });
    },
    messagesArrived(state, action: PayloadAction<{ peerId: string; messages: ChatMessage[] }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (conversation?.loaded) absorb(conversation, action.payload.messages);
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
    messageSent(state, action: PayloadAction<{ peerId: string; message: ChatMessage }>) {
      const conversation = state.conversations[action.payload.peerId];
      if (!conversation) return;
      absorb(conversation, [action.payload.message]);
      // Stored, but told of it before messages this tab has not fetched yet: it shows as sent meanwhile.
      const echo = conversation.messages.find((local) => local.clientId === action.payload.message.clientId);
      if (echo && echo.seq === undefined) echo.status = 'sent';
      // To a non-friend who has not written: more waits for their reply (spec §6).
      const replied = conversation.messages.some((local) => local.senderId === conversation.peerId);
      if (conversation.relation !== CHAT_RELATIONS.friend && !replied) conversation.locked = true;
    },
    messageFailed(state, action: PayloadAction<{ peerId: string; clientId: string; code: number }>) {
      const conversation = state.conversations[action.payload.peerId];
      const echo = conversation?.messages.find((local) => local.clientId === action.payload.clientId);
      if (!conversation || !echo) return;
      echo.status = 'failed';
      echo.code = action.payload.code;
      if (action.payload.code !== 0) conversation.notice = action.payload.code;
    },
    retryPressed(state, action: PayloadAction<{ peerId: string; clientId: string }>) {
      const echo = state.conversations[action.payload.peerId]?.messages.find(
        (local) => local.clientId === action.payload.clientId,
      );
      if (echo) echo.status = 'sending';
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
    },
    friendNoticeShown(state, action: PayloadAction<NonNullable<ImState['friendNotice']>>) {
      state.friendNotice = action.payload;
    },
    friendNoticeDismissed(state) {
      delete state.friendNotice;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  chatsLoaded,
  unreadChanged,
  chatOpened,
  chatClosed,
  historyLoaded,
  messagesArrived,
  sendPressed,
  messageSent,
  messageFailed,
  retryPressed,
  readMarked,
  peerRead,
  conversationWiped,
  friendsLoaded,
  friendNoticeShown,
  friendNoticeDismissed,
} = imSlice.actions;

/** IM's slice is in the store and its sagas run (the store has `im` from this action on). */
export const imStarted = createAction('im/started');
/** The friends page or the chat list opened: fetch them. */
export const friendsOpened = createAction('im/friendsOpened');
export const chatsOpened = createAction('im/chatsOpened');
/** Friend actions, each sent to the gateway by the friends saga. */
export const friendRequested = createAction<{ friendId: string; name?: string }>('im/friendRequested');
export const requestAccepted = createAction<{ requestId: string; name?: string }>('im/requestAccepted');
export const requestDeclined = createAction<{ requestId: string }>('im/requestDeclined');
export const friendRemoved = createAction<{ friendId: string; name?: string }>('im/friendRemoved');
export const blockPressed = createAction<{ friendId: string; name?: string }>('im/blockPressed');
export const unblockPressed = createAction<{ friendId: string; name?: string }>('im/unblockPressed');
export const retryAllPressed = createAction<{ peerId: string }>('im/retryAllPressed');

export type ImRootState = { im: ImState };
