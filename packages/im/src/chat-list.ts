import { SAY_HI_GROUP_ID, chatPreviewOf, type ChatListItem, type ChatMessage } from '@aura/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The part of IM's state the chat list is (the slice's `chats`, `sayHiLeft`, `unread`, `chatsLoaded`). */
interface ListState {
  chats: ChatListItem[];
  sayHiLeft: number;
  unread: number;
  chatsLoaded: boolean;
}

/** The list as the gateway answered it (`GET /api/im/chats`). */
export function listLoaded(
  state: ListState,
  action: PayloadAction<{ chats: ChatListItem[]; sayHiLeft: number; unread: number }>,
): void {
  Object.assign(state, action.payload, { chatsLoaded: true });
}

/** All unread messages, as the gateway counted them (`GET /api/im/unread`, a read's answer). */
export function unreadSet(list: ListState, { payload }: PayloadAction<number>): void {
  list.unread = payload;
}

/**
 * The peer's next message, pushed, to a chat the list shows on its own (not in the say-hi group): the entry takes it
 * as its latest and moves to the top, after the say-hi group; unread unless `read` (the chat is open). The list is
 * then what the server would answer, without asking for it: the realtime saga checks that the seq follows on, and
 * asks for the list otherwise (docs/messages.md "The chat list").
 */
export function takeIntoList(
  list: ListState,
  { payload }: PayloadAction<{ peerId: string; message: ChatMessage; read: boolean }>,
): void {
  const { peerId, message, read } = payload;
  const at = list.chats.findIndex((chat) => chat.friendId === peerId);
  if (at === -1) return;
  const [entry] = list.chats.splice(at, 1) as [ChatListItem];
  Object.assign(entry, {
    timestamp: message.sentAt,
    timestampUser: message.senderId,
    lastSeq: message.seq,
    preview: message.kind === 'text' ? chatPreviewOf(message.text) : '',
    noReadCount: read ? entry.noReadCount : entry.noReadCount + 1,
  });
  if (message.kind === 'text') delete entry.previewKind;
  else entry.previewKind = message.kind;
  if (!read) list.unread += 1;
  list.chats.splice(list.chats[0]?.friendId === SAY_HI_GROUP_ID ? 1 : 0, 0, entry);
}

/** This user read the listed chat `peerId` up to its latest message: nothing of it is unread any more. */
export function readInList(list: ListState, { payload: peerId }: PayloadAction<string>): void {
  const entry = list.chats.find((chat) => chat.friendId === peerId);
  if (!entry) return;
  list.unread = Math.max(0, list.unread - entry.noReadCount);
  entry.noReadCount = 0;
}
