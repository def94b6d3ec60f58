import type { ServerMessage } from '@aura/contracts';

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
