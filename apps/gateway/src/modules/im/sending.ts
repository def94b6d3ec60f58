import { BUSINESS_CODES, type ChatMessage, type ImServerMessage, type MessageKind } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { utcDay, type FriendService } from '../friends/index.ts';
import { noticesIn, sendToUserIn } from '../realtime/index.ts';
import type { RewardEvents } from '../rewards/index.ts';
import {
  lockForSend,
  messageByClientId,
  pairOf,
  storeAndTell,
  takeSayHi,
  type MessageRow,
} from './queries.ts';
import { lockedFor, sideOf } from './views.ts';

export interface SendingDeps {
  db: Db;
  friends: FriendService;
  now: () => number;
  limits: { freeSayHiPerDay: number };
  /** Where a sent message counts for the sender's daily tasks (the rewards module). */
  events?: RewardEvents;
  view: (row: MessageRow) => ChatMessage;
}

/** What a sender wrote: its kind, the stored body, what the chat list shows of it. */
export interface Outgoing {
  kind: MessageKind;
  body: string;
  preview: string;
  /** Only once the other side has written (spec §4: images only after a reply). */
  afterReply?: boolean;
  /** Whether a message stored earlier under the same client id is this one (else `messageIdConflict`). */
  same: (earlier: MessageRow) => boolean;
}

export const refuse = (code: number, message: string) => new GatewayError(code, message);

export const imageBeforeReply = () =>
  refuse(BUSINESS_CODES.imageBeforeReply, 'You can send photos once they reply.');

/** Tells every tab of `userId` when `tx` commits; typed by IM's own schema (the channel checks only the type). */
export const tell = (tx: Db, userId: number, message: ImServerMessage) => sendToUserIn(tx, userId, message);

/**
 * The store of a message in the conversation `lockForSend` locked, the one way every message is stored (a text, a
 * photo, a call or gift record): `row` at its seq, the conversation moved to it with `conversation`'s preview and
 * sent counts, and `imMessage` told to the receiver and the sender when `tx` commits, in one statement. Undefined,
 * with nothing stored or told, when the sender's client id was stored meanwhile.
 */
export async function storeLocked(
  tx: Db,
  view: (row: MessageRow) => ChatMessage,
  row: MessageRow,
  receiverId: number,
  conversation: { preview: string; lowSent: number; highSent: number },
): Promise<ChatMessage | undefined> {
  const message = view(row);
  const notices = await noticesIn(tx, [
    [receiverId, { type: 'imMessage', friendId: String(row.senderId), message }],
    [row.senderId, { type: 'imMessage', friendId: String(receiverId), message }],
  ]);
  return (await storeAndTell(tx, row, conversation, notices)) ? message : undefined;
}

/** Thrown in a send's transaction to undo whatever it did and answer the message stored under its client id. */
class Repeat extends Error {
  constructor(readonly earlier: MessageRow) {
    super('a repeated client id');
  }
}

/** Whether `error` is the conversation's insert refused by its reference to `users`: the peer does not exist. */
function unknownPeer(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23503' && typeof constraint === 'string' && constraint.startsWith('conversations_'))
      return true;
  }
  return false;
}

/**
 * Stores a message of `senderId` to `peerId` under the conversation's lock (docs/messages.md): the same client id
 * again answers the stored one; blocks, removals, the lock until a reply and the day's say-hi refuse; the next seq;
 * told to both sides when the transaction commits. A peer who does not exist is `userNotFound`.
 *
 * In as few statements as the rules allow (docs/performance.md "Messages"): the lock, the client id's lookup and
 * the block and friendship check in one; the message, the conversation's move and the notices in one; the rewards'
 * count in one. A repeat found at any point throws `Repeat`, so whatever the transaction did (a say-hi taken) is
 * undone before the stored message is answered.
 */
export async function storeMessage(
  deps: SendingDeps,
  senderId: number,
  peerId: number,
  clientId: string,
  outgoing: Outgoing,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const { friends, now, limits } = deps;
  const pair = pairOf(senderId, peerId);
  const repeat = (earlier: MessageRow) => {
    if (earlier.userLow !== pair.userLow || earlier.userHigh !== pair.userHigh || !outgoing.same(earlier)) {
      return refuse(BUSINESS_CODES.messageIdConflict, 'This message id was used for another message.');
    }
    return new Repeat(earlier);
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockForSend(
        tx,
        pair,
        senderId,
        clientId,
        friends.relationColumns(senderId, peerId),
      );
      const { conversation, relation } = locked;
      // Read in a snapshot older than the lock when someone wrote meanwhile: then again, now.
      const earlier = locked.fresh ? locked.earlier : await messageByClientId(tx, senderId, clientId);
      if (earlier) throw repeat(earlier);
      if (relation.blocked) throw refuse(BUSINESS_CODES.userBlocked, 'You cannot message this user.');
      const side = sideOf(conversation, senderId);
      if (!relation.friends) {
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
      if (outgoing.afterReply && side.peerSent === 0) throw imageBeforeReply();
      const at = new Date(now());
      const row: MessageRow = {
        ...pair,
        seq: conversation.lastSeq + 1,
        senderId,
        clientId,
        kind: outgoing.kind,
        body: outgoing.body,
        createdAt: at,
      };
      const sent = { lowSent: conversation.lowSent + 1, highSent: conversation.highSent + 1 };
      const message = await storeLocked(tx, deps.view, row, peerId, { preview: outgoing.preview, ...sent });
      if (!message) {
        // Stored under the same client id by a transaction that committed after this one's read.
        throw repeat((await messageByClientId(tx, senderId, clientId))!);
      }
      await deps.events?.recordIn(tx, senderId, 'message', at.getTime());
      return { message, duplicate: false };
    });
  } catch (error) {
    if (error instanceof Repeat) return { message: deps.view(error.earlier), duplicate: true };
    if (unknownPeer(error)) throw refuse(BUSINESS_CODES.userNotFound, 'No such user.');
    throw error;
  }
}
