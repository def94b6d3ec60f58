import { BUSINESS_CODES, type ChatMessage, type ImServerMessage, type MessageKind } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { utcDay, type FriendService } from '../friends/index.ts';
import { sendToUserIn, sendToUsersIn } from '../realtime/index.ts';
import type { RewardEvents } from '../rewards/index.ts';
import {
  insertMessage,
  lockConversation,
  messageByClientId,
  pairOf,
  takeSayHi,
  updateConversation,
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
 * Stores a message of `senderId` to `peerId` under the conversation's lock (docs/messages.md): the same client id
 * again answers the stored one; blocks, removals, the lock until a reply and the day's say-hi refuse; the next seq;
 * told to both sides when the transaction commits.
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
  return deps.db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, pair);
    const earlier = await messageByClientId(tx, senderId, clientId);
    if (earlier) {
      if (earlier.userLow !== pair.userLow || earlier.userHigh !== pair.userHigh || !outgoing.same(earlier)) {
        throw refuse(BUSINESS_CODES.messageIdConflict, 'This message id was used for another message.');
      }
      return { message: deps.view(earlier), duplicate: true };
    }
    const relation = await friends.relation(senderId, peerId, tx);
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
    const seq = conversation.lastSeq + 1;
    const at = new Date(now());
    const row = await insertMessage(tx, {
      ...pair,
      seq,
      senderId,
      clientId,
      kind: outgoing.kind,
      body: outgoing.body,
      createdAt: at,
    });
    const low = senderId === pair.userLow;
    await updateConversation(tx, pair, {
      lastSeq: seq,
      lastAt: at,
      lastSenderId: senderId,
      preview: outgoing.preview,
      ...(low
        ? { lowSent: conversation.lowSent + 1, lowReadSeq: seq }
        : { highSent: conversation.highSent + 1, highReadSeq: seq }),
    });
    await deps.events?.recordIn(tx, senderId, 'message', at.getTime());
    const message = deps.view(row);
    await sendToUsersIn(tx, [
      [peerId, { type: 'imMessage', friendId: String(senderId), message }],
      [senderId, { type: 'imMessage', friendId: String(peerId), message }],
    ]);
    return { message, duplicate: false };
  });
}
