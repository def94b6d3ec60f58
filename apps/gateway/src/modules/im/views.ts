import {
  CHAT_RELATIONS,
  type ChatCall,
  type ChatGift,
  type ChatMessage,
  type ChatRelation,
} from '@aura/contracts';
import type { ConversationRow, MessageRow } from './queries.ts';

/** A conversation as one of its two sides sees it. */
export interface Side {
  peerId: number;
  mySent: number;
  peerSent: number;
  myRead: number;
  peerRead: number;
  myDelivered: number;
  /** What the other side's device received: never less than what they read. */
  peerDelivered: number;
}

export function sideOf(row: ConversationRow, userId: number): Side {
  const low = row.userLow === userId;
  return {
    peerId: low ? row.userHigh : row.userLow,
    mySent: low ? row.lowSent : row.highSent,
    peerSent: low ? row.highSent : row.lowSent,
    myRead: low ? row.lowReadSeq : row.highReadSeq,
    peerRead: low ? row.highReadSeq : row.lowReadSeq,
    myDelivered: low ? row.lowDeliveredSeq : row.highDeliveredSeq,
    peerDelivered: Math.max(
      low ? row.highDeliveredSeq : row.lowDeliveredSeq,
      low ? row.highReadSeq : row.lowReadSeq,
    ),
  };
}

/** Friends; a say-hi contact (the stranger wrote first and was not answered); or a stranger this user wrote to. */
export function relationOf(friends: boolean, side: Pick<Side, 'mySent' | 'peerSent'>): ChatRelation {
  if (friends) return CHAT_RELATIONS.friend;
  return side.peerSent > 0 && side.mySent === 0 ? CHAT_RELATIONS.sayHi : CHAT_RELATIONS.stranger;
}

/** This user wrote to a non-friend who has not replied: more waits for the reply (spec §6). */
export function lockedFor(friends: boolean, side: Pick<Side, 'mySent' | 'peerSent'>): boolean {
  return !friends && side.mySent > 0 && side.peerSent === 0;
}

/** What an `image` message's body holds: the media module's id of the re-encoded photo, and its size. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

/** A stored message as the protocol shows it; a photo's addresses come from `imageUrls` (signed, fresh). */
export function messageView(
  row: MessageRow,
  imageUrls?: (id: string) => { url: string; thumbUrl: string },
): ChatMessage {
  const base = { seq: row.seq, clientId: row.clientId, senderId: String(row.senderId), kind: row.kind };
  const sentAt = row.createdAt.getTime();
  // A call record keeps its call as JSON in the body (call-record.ts), a photo its StoredImage.
  if (row.kind === 'call') return { ...base, text: '', sentAt, call: JSON.parse(row.body) as ChatCall };
  if (row.kind === 'gift') return { ...base, text: '', sentAt, gift: JSON.parse(row.body) as ChatGift };
  if (row.kind === 'image' && imageUrls) {
    const { id, width, height } = JSON.parse(row.body) as StoredImage;
    return { ...base, text: '', sentAt, image: { ...imageUrls(id), width, height } };
  }
  return { ...base, text: row.body, sentAt };
}
