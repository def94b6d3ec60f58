import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { IM_LIMITS, chatListItemSchema, chatMessageSchema, clientMessageIdSchema } from '../im.ts';
import { userIdSchema } from '../people.ts';
import { MAX_IMAGE_BASE64 } from './profile.ts';

const seqSchema = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The chat list (spec §3): say-hi contacts grouped into the entry `SAY_HI_GROUP_ID` placed first, then the other
 * conversations latest first; the day's free say-hi conversations left, and all unread messages.
 */
export const getChats = endpoint({
  method: 'GET',
  path: '/api/im/chats',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    chats: z.array(chatListItemSchema),
    sayHiLeft: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
  }),
});

/**
 * A conversation's messages in seq order: after `afterSeq` (catch-up, oldest first) or the latest page before
 * `beforeSeq` (history); at most `limit`. With what each side read, and whether this user must wait for a reply.
 */
export const getMessages = endpoint({
  method: 'GET',
  path: '/api/im/messages',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    friendId: userIdSchema,
    afterSeq: seqSchema.optional(),
    beforeSeq: seqSchema.optional(),
    limit: z.coerce.number().int().min(1).max(IM_LIMITS.pageSize).default(IM_LIMITS.pageSize),
  }),
  output: z.object({
    messages: z.array(chatMessageSchema),
    lastSeq: z.number().int().nonnegative(),
    readSeq: z.number().int().nonnegative(),
    peerReadSeq: z.number().int().nonnegative(),
    /** The other side's device received up to here (at least `peerReadSeq`): "delivered". */
    peerDeliveredSeq: z.number().int().nonnegative(),
    /** This user wrote to a non-friend who has not replied yet: more waits for the reply (spec §6). */
    locked: z.boolean(),
    relation: z.number().int(),
    /** The other side, as the chat's header shows them. */
    userName: z.string(),
  }),
});

/**
 * Sends a text (spec §1). `clientId` is the message's identity: the same id again answers the stored message
 * (`duplicate: true`) and stores nothing. To a non-friend it opens a say-hi conversation (the day's free say-hi
 * count; `sayHiLimitReached` when used up) and waits for a reply (`chatLocked`). `notFriends` after a removal until
 * re-added, `userBlocked` between blocked users, `friendSelf` to oneself.
 */
export const postMessage = endpoint({
  method: 'POST',
  path: '/api/im/send',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    friendId: userIdSchema,
    clientId: clientMessageIdSchema,
    text: z.string().trim().min(1).max(IM_LIMITS.maxTextLength),
  }),
  output: z.object({ message: chatMessageSchema, duplicate: z.boolean() }),
});

/**
 * Sends a photo (spec §4: only once the other side has replied, else `imageBeforeReply`): the bytes in base64,
 * at most 5 MB (`imageTooLarge`), judged by their content (`imageFormatUnsupported`) and re-encoded without their
 * metadata. The same rules and the same `clientId` identity as a text.
 */
export const postImageMessage = endpoint({
  method: 'POST',
  path: '/api/im/sendImage',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    friendId: userIdSchema,
    clientId: clientMessageIdSchema,
    image: z.base64({ error: 'must be base64' }).max(MAX_IMAGE_BASE64),
  }),
  output: z.object({ message: chatMessageSchema, duplicate: z.boolean() }),
});

/**
 * Translates a text message of the user's conversation with `friendId` into `to` (a site language code): paid per
 * use (`IM_LIMITS.translationPrice` coins through the ledger, `insufficientCoins` without them) and limited per UTC
 * day (`translationLimitReached`) unless the user is VIP. The same message into the same language again answers the
 * stored translation and charges nothing. `translationsLeft` is null for a VIP (no limit).
 */
export const postTranslate = endpoint({
  method: 'POST',
  path: '/api/im/translate',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    friendId: userIdSchema,
    seq: z.number().int().positive(),
    to: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code'),
  }),
  output: z.object({
    text: z.string(),
    provider: z.enum(['sandbox', 'deepl']),
    charged: z.number().int().nonnegative(),
    translationsLeft: z.number().int().nonnegative().nullable(),
  }),
});

/** Marks the conversation read up to `seq` (never backwards); the other side sees it as a read receipt. */
export const postMessagesRead = endpoint({
  method: 'POST',
  path: '/api/im/read',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema, seq: z.number().int().nonnegative() }),
  output: z.object({ readSeq: z.number().int().nonnegative(), unread: z.number().int().nonnegative() }),
});

/**
 * This device received the conversation up to `seq` (never backwards, never past the last message): the other side
 * sees its messages up to there as delivered (`imDelivered`). Reading implies it.
 */
export const postMessagesDelivered = endpoint({
  method: 'POST',
  path: '/api/im/delivered',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema, seq: z.number().int().nonnegative() }),
  output: z.object({ deliveredSeq: z.number().int().nonnegative() }),
});

/**
 * This user is typing to `friendId` (or stopped): told to the other side's tabs (`imTyping`), never stored. Only
 * between people who may write to each other (friends, or a conversation, and no block); otherwise nobody is told.
 */
export const postTyping = endpoint({
  method: 'POST',
  path: '/api/im/typing',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema, typing: z.boolean() }),
  output: z.object({}),
});

/** All unread messages of the user: the Messages tab's badge. */
export const getUnread = endpoint({
  method: 'GET',
  path: '/api/im/unread',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ unread: z.number().int().nonnegative() }),
});

/**
 * The online reminders this user is waiting for (friends' ids, oldest first) and how many more may be asked today
 * (`IM_LIMITS.onlineRemindersPerDay` per UTC day, the server's figure).
 */
export const getOnlineReminders = endpoint({
  method: 'GET',
  path: '/api/im/reminders',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    friendIds: z.array(userIdSchema),
    remindersLeft: z.number().int().nonnegative(),
  }),
});

/**
 * Tell this user when the friend `friendId` comes online (spec §1 online reminder): the next time their presence
 * turns online the user hears `imOnline` on every tab, once. Uses one of the day's reminders
 * (`onlineReminderLimitReached` when none is left); asking again while one waits uses nothing. A friend online now
 * answers `online: true` and waits for nothing. `notFriends` for anyone but a friend, `friendSelf` for oneself.
 */
export const postOnlineReminder = endpoint({
  method: 'POST',
  path: '/api/im/remind',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema }),
  output: z.object({
    online: z.boolean(),
    waiting: z.boolean(),
    remindersLeft: z.number().int().nonnegative(),
  }),
});
