import type { CallMedia, CallOutcome, ServerMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';

/** How the calls module reaches users' sockets (the realtime hub, on whichever instance they are). */
export interface CallNotifier {
  sendToUser(userId: number, message: ServerMessage): Promise<void>;
}

/** Where failures that must not fail a request are reported (the server's logger). */
export interface CallLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Where a call made of something else (a match) learns each side's part in the media negotiation, when that
 * part is not its caller's and callee's: matching keeps which side of a match is the polite one.
 */
export interface RtcRoleSource {
  rtcRoleIn(callId: number, userId: number): Promise<'caller' | 'callee' | undefined>;
}

/** A call that just ended, as the modules that keep a trace of it (the chat's call record) are told of it. */
export interface EndedCall {
  callId: number;
  callerId: number;
  calleeId: number;
  media: CallMedia;
  /** From answer to end, whole seconds; 0 for a call never answered. */
  durationSec: number;
  /** Whether the callee answered (a call of under a second has `durationSec` 0 but was answered). */
  answered: boolean;
  callerOutcome: CallOutcome;
  calleeOutcome: CallOutcome;
  endedAt: number;
}

/**
 * Who hears that a call ended, inside the transaction that ended it (in a savepoint of its own: a failure there is
 * logged and the call still ends). The composition root hands in IM's call record.
 */
export interface CallEndings {
  callEndedIn(tx: Db, call: EndedCall): Promise<void>;
}
