import { z } from 'zod';
import { CALL_OUTCOMES, callMediaSchema } from './calls.ts';
import { userIdSchema } from './people.ts';

/**
 * Friends and messages (spec §1, §4, §9; issue 13). Prices and free allowances are the server's: the client shows
 * what `GET /api/friends` and `GET /api/im/chats` answer, these are the defaults the gateway starts with.
 */
export const IM_LIMITS = {
  /** Longest text message, in characters. */
  maxTextLength: 2000,
  /** Messages a history page holds at most. */
  pageSize: 100,
  /** Conversations with non-friends a user may start per UTC day (spec §8 "daily free say-hi limit reached"). */
  freeSayHiPerDay: 5,
  /** Friend requests a user may send free per UTC day (spec §9 "free daily friend adds"). */
  freeFriendAddsPerDay: 1,
  /** Coins a friend request costs once the free adds are used (spec §9: server-supplied). */
  friendAddPrice: 20,
  /** A client says "typing" at most this often while the field changes (`POST /api/im/typing`). */
  typingEveryMs: 3_000,
  /** Coins one translation of a message costs (spec §1: coins pay for translation; server-supplied). */
  translationPrice: 1,
  /** Translations a user who is not VIP may make per UTC day (spec §8 "daily translation limit reached"). */
  translationsPerDay: 20,
  /** The other side shows "typing…" this long after the latest one, unless a message or a stop ends it sooner. */
  typingShownMs: 6_000,
  /** Online reminders a user may ask for per UTC day (spec §8 "online-reminder limit reached"; server-given). */
  onlineRemindersPerDay: 10,
} as const;

/**
 * A chat list item's `relation` (spec §3): a friend, a stranger this user wrote to, or a say-hi contact (a stranger
 * who wrote first and was not answered yet); say-hi contacts are grouped into the synthetic entry `SAY_HI_GROUP_ID`.
 */
export const CHAT_RELATIONS = { friend: 1, stranger: 2, sayHi: 3 } as const;
export type ChatRelation = (typeof CHAT_RELATIONS)[keyof typeof CHAT_RELATIONS];

/** The synthetic chat list entry of all say-hi contacts (spec §3 "friendId -4"), placed first. */
export const SAY_HI_GROUP_ID = '-4';

/**
 * A message id the client makes before sending (a UUID, say): sending it again is the same message, never a
 * second one, so a retry after a lost answer is harmless.
 */
export const clientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const MESSAGE_KINDS = ['text', 'call', 'image', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A call between the two, as the chat shows it after the call (kind `call`): written by the gateway when the call
 * ended, its sender the caller, once per call. Each side reads its own outcome (the caller's `callerOutcome`).
 */
export const chatCallSchema = z.object({
  callId: z.string(),
  media: callMediaSchema,
  /** From answer to end, whole seconds; 0 for a call never answered. */
  durationSec: z.number().int().nonnegative(),
  callerOutcome: z.enum(CALL_OUTCOMES),
  calleeOutcome: z.enum(CALL_OUTCOMES),
});
export type ChatCall = z.infer<typeof chatCallSchema>;

/**
 * A photo sent in a chat (kind `image`), re-encoded by the gateway without its metadata. Its addresses are signed
 * for the two alone and good for an hour or two: a page read later gets fresh ones.
 */
export const chatImageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ChatImage = z.infer<typeof chatImageSchema>;

/**
 * A gift sent between the two, as the chat shows it (kind `gift`): written by the gateway in the send's
 * transaction, its sender the gift's, its client id the send id (docs/gifts.md).
 */
export const chatGiftSchema = z.object({ giftId: z.string(), name: z.string(), icon: z.string() });
export type ChatGift = z.infer<typeof chatGiftSchema>;

/** One stored message of a conversation, numbered by the server: `seq` 1, 2, 3 … per conversation, no gaps. */
export const chatMessageSchema = z.object({
  seq: z.number().int().positive(),
  clientId: clientMessageIdSchema,
  senderId: userIdSchema,
  kind: z.enum(MESSAGE_KINDS),
  /** The text of a `text` message; empty for other kinds. */
  text: z.string(),
  /** When the server stored it, ms since the epoch. */
  sentAt: z.number().int(),
  /** The call of a `call` message. */
  call: chatCallSchema.optional(),
  /** The photo of an `image` message. */
  image: chatImageSchema.optional(),
  /** The gift of a `gift` message (written by the gateway when a gift was sent between the two). */
  gift: chatGiftSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Somebody as a friend list, a request or a chat shows them. */
export const imPersonSchema = z.object({
  userId: userIdSchema,
  userName: z.string(),
  headImg: z.string(),
});
export type ImPerson = z.infer<typeof imPersonSchema>;

const chatEntryFields = {
  /** The other user's id; `SAY_HI_GROUP_ID` for the say-hi group. */
  friendId: z.string(),
  relation: z.number().int(),
  headImg: z.string(),
  userName: z.string(),
  /** Messages from the other side after what this user read. */
  noReadCount: z.number().int().nonnegative(),
  /** The latest message's time, ms since the epoch. */
  timestamp: z.number().int(),
  /** Who sent the latest message. */
  timestampUser: z.string(),
  /** The conversation's id. */
  id: z.string(),
  /** The latest message's seq: a client that has less fetches the rest (`GET /api/im/messages`). */
  lastSeq: z.number().int().nonnegative(),
  /** The latest message's text, for the list (empty when it is not a text). */
  preview: z.string(),
  /** The latest message's kind when it is not a text: the list says "Video call" and the like. */
  previewKind: z.enum(MESSAGE_KINDS).optional(),
};

/**
 * A text's preview in the chat list (`preview`): the text, cut to 80 characters with an ellipsis. The gateway stores
 * it; a tab that updates its list from a pushed message makes the same.
 */
export function chatPreviewOf(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export const chatListItemSchema = z.object({
  ...chatEntryFields,
  /** The say-hi group's contacts, latest first; absent on other entries. */
  userList: z.array(z.object(chatEntryFields)).optional(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

export const FRIEND_EVENTS = [
  'requested',
  'accepted',
  'declined',
  'removed',
  'blocked',
  'unblocked',
] as const;
export type FriendEvent = (typeof FRIEND_EVENTS)[number];

/** The realtime message types of IM (docs/messages.md). */
export const IM_SERVER_MESSAGE_TYPES = [
  'imMessage',
  'imRead',
  'imDelivered',
  'imTyping',
  'friendEvent',
  'imOnline',
] as const;

/**
 * IM's realtime messages as the channel lets them through (`serverMessageSchema`): only their type is checked
 * there, so the schemas below, which only the IM package needs, stay out of the app's first load
 * (docs/performance.md). `@aura/im` checks every one against `imServerMessageSchema` before it acts on it.
 */
export const imServerMessageEnvelopeSchema = z.looseObject({ type: z.enum(IM_SERVER_MESSAGE_TYPES) });

/** Realtime messages of IM: to every socket of the user, on any gateway instance. */
export const imServerMessageSchema = z.discriminatedUnion('type', [
  /** A message of a conversation of this user (theirs too, for their other tabs), after it was stored. */
  z.object({ type: z.literal('imMessage'), friendId: userIdSchema, message: chatMessageSchema }),
  /** `readerId` read the conversation with `friendId` up to `seq` (a read receipt, or this user's other tab). */
  z.object({
    type: z.literal('imRead'),
    friendId: userIdSchema,
    readerId: userIdSchema,
    seq: z.number().int().nonnegative(),
  }),
  /** `readerId`'s device received the conversation with `friendId` up to `seq` (a delivery receipt). */
  z.object({
    type: z.literal('imDelivered'),
    friendId: userIdSchema,
    readerId: userIdSchema,
    seq: z.number().int().nonnegative(),
  }),
  /** `friendId` is typing to this user (`typing: true`) or stopped; never stored, shown for `typingShownMs`. */
  z.object({ type: z.literal('imTyping'), friendId: userIdSchema, typing: z.boolean() }),
  /** Something about a friendship with `userId` changed; `removed` also wiped the conversation. */
  z.object({ type: z.literal('friendEvent'), event: z.enum(FRIEND_EVENTS), userId: userIdSchema }),
  /** A friend this user asked to be reminded of (`POST /api/im/remind`) came online; the reminder is used. */
  z.object({ type: z.literal('imOnline'), friendId: userIdSchema }),
]);
export type ImServerMessage = z.infer<typeof imServerMessageSchema>;
