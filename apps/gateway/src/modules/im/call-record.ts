import type { CallMedia, CallOutcome, ChatCall, ChatMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import type { MessageRow } from './queries.ts';
import { recordInChat } from './record-message.ts';

/** A call that ended, as the calls module tells of it (its `EndedCall`, handed over by the composition root). */
export interface CallEnded {
  callId: number;
  callerId: number;
  calleeId: number;
  media: CallMedia;
  durationSec: number;
  callerOutcome: CallOutcome;
  calleeOutcome: CallOutcome;
  endedAt: number;
}

/** The call record's client id: one per call, so a second telling of the same end stores nothing. */
export const callRecordId = (callId: number) => `call-record-${callId}`;

/**
 * Writes the call into the two's chat (docs/messages.md "Call records"), in the transaction that ended the call:
 * the caller's message of kind `call`, the next seq of the pair, told to both on commit like any message. Only
 * between two who have a chat (friends, or a conversation with messages) and no block: a call from the wall or a
 * match with a stranger opens no chat. It counts as nobody's written message, so it neither unlocks a say-hi chat
 * nor uses the day's say-hi.
 */
export async function recordCallIn(
  tx: Db,
  friends: FriendService,
  ended: CallEnded,
  view: (row: MessageRow) => ChatMessage,
): Promise<void> {
  const call: ChatCall = {
    callId: String(ended.callId),
    media: ended.media,
    durationSec: ended.durationSec,
    callerOutcome: ended.callerOutcome,
    calleeOutcome: ended.calleeOutcome,
  };
  await recordInChat(
    tx,
    friends,
    {
      senderId: ended.callerId,
      receiverId: ended.calleeId,
      clientId: callRecordId(ended.callId),
      kind: 'call',
      body: call,
      at: new Date(ended.endedAt),
    },
    view,
  );
}
