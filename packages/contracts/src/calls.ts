import { z } from 'zod';
import { CALL_BILLING } from './limits.ts';

/** Call action codes (spec §4). Launch is a call of its own and has no code. */
export const CALL_ACTIONS = {
  cancel: 2,
  answer: 3,
  notifyStart: 4,
  refuse: 5,
  timeout: 6,
  hangup: 7,
  notifyJoin: 8,
  notifyEnd: 100,
} as const;
export type CallActionName = keyof typeof CALL_ACTIONS;
export type CallActionCode = (typeof CALL_ACTIONS)[CallActionName];
export const callActionCodeSchema = z.literal(Object.values(CALL_ACTIONS));

/** Actions that are skipped when there is no room number. */
export const ROOM_REQUIRED_CALL_ACTIONS: readonly CallActionCode[] = [
  CALL_ACTIONS.cancel,
  CALL_ACTIONS.answer,
  CALL_ACTIONS.refuse,
  CALL_ACTIONS.timeout,
  CALL_ACTIONS.hangup,
];

export const CALL_ROLES = ['caller', 'callee'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/** How a call can end (spec §4). */
export const CALL_OUTCOMES = [
  'connected',
  'hungUp',
  'missed',
  'declined',
  'cancelledByCaller',
  'notAnswered',
  'busy',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How an audio call's switch to video can end (spec §4). */
export const VIDEO_UPGRADE_OUTCOMES = [
  'invited',
  'accepted',
  'declined',
  'cancelledByCaller',
  'cancelledByCallee',
  'failedInsufficientCoins',
] as const;
export type VideoUpgradeOutcome = (typeof VIDEO_UPGRADE_OUTCOMES)[number];

export const MATCH_STATES = ['matching', 'cancelled', 'matched'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** Whether a call carries video, or voice alone (an audio call may switch to video, spec §4). */
export const CALL_MEDIA = ['video', 'audio'] as const;
export type CallMedia = (typeof CALL_MEDIA)[number];
export const callMediaSchema = z.enum(CALL_MEDIA);

/** Where a call is: ringing at the callee, connected (billed per minute), or over. */
export const CALL_STATES = ['ringing', 'connected', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** Why a call ended, beside its outcome: who or what ended it. */
export const CALL_END_REASONS = [
  'cancelled',
  'refused',
  'timedOut',
  'hungUp',
  /** The caller could not pay the next minute and the grace after the warning ran out. */
  'coinsDepleted',
  /** The caller could not pay the first minute when the callee answered. */
  'insufficientCoins',
  /** One side was offline (no socket, no heartbeat) when a minute was due. */
  'connectionLost',
  /**
   * One side left: none of their realtime sockets was open for `CALL_LIMITS.leftGraceSeconds` (a closed tab),
   * and the call ended without charging the minute that fell due meanwhile.
   */
  'left',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** Call timing that both sides rely on. */
export const CALL_LIMITS = {
  /** The callee's bell rings this long; then the call ends as not answered (caller) and missed (callee). */
  ringTimeoutSeconds: 30,
  /** A billed minute, in milliseconds. Tests do not shorten it: they move the gateway's test clock. */
  minuteMs: CALL_BILLING.billedUnitSeconds * 1000,
  /**
   * A side of a connected call without any open realtime socket for this long has left (a closed tab): the
   * gateway ends the call, and holds any minute that falls due meanwhile. A reload is back well within it. The
   * spec names no figure; an Aura choice (docs/calls.md "A side that leaves").
   */
  leftGraceSeconds: 20,
} as const;

/** One ICE server for the WebRTC peer connection (RTCIceServer), from the gateway's configuration. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * Agora media for a call, present when the gateway is configured with an Agora project (AGORA_APP_ID): the side
 * joins Agora RTC channel `channel` (the call's room number) as numeric `uid` with `token` (an AccessToken2 that
 * allows join and publish, and RTM login as the side's user id) until `expiresAt` (ms since the epoch). Absent:
 * WebRTC with the ICE servers and signalling over the gateway's realtime channel.
 */
export const agoraMediaSchema = z.object({
  provider: z.literal('agora'),
  appId: z.string().regex(/^[0-9a-fA-F]{32}$/),
  channel: z.string().min(1),
  uid: z.number().int().positive(),
  token: z.string().startsWith('007'),
  expiresAt: z.number().int(),
});
export type AgoraMedia = z.infer<typeof agoraMediaSchema>;

/**
 * A call as one of its two sides sees it (spec §3 call data, §4 outcomes): the caller's record and the callee's
 * record of the same call differ in `role`, `remoteUserId` and `outcome` (a call the caller cancelled is
 * `cancelledByCaller` for the caller and `missed` for the callee).
 */
export const callRecordSchema = z.object({
  callId: z.string(),
  /** The room number every call action names (spec §3 curRoomNum). */
  roomNum: z.string(),
  role: z.enum(CALL_ROLES),
  remoteUserId: z.string(),
  media: callMediaSchema,
  state: z.enum(CALL_STATES),
  /** `connected` while the call runs; how it ended once over; absent while ringing. */
  outcome: z.enum(CALL_OUTCOMES).optional(),
  endReason: z.enum(CALL_END_REASONS).optional(),
  /** Coins per minute the caller pays. */
  pricePerMinute: z.number().int().nonnegative(),
  /**
   * A host's call (spec §6 "Host (goddess)"): the callee is a host who earns points for it. The friend-video
   * record's `goddessCall` (docs/calls.md).
   */
  hostCall: z.boolean(),
  /** Made of a random match (beginMinCall) rather than launched at the callee: the friend-video record's `matchFlag`. */
  matchCall: z.boolean(),
  /** Minutes charged so far (the first on connect, then one at each minute's start). */
  minutesBilled: z.number().int().nonnegative(),
  /** Coins the caller paid so far; for the callee, the points earned so far. */
  amount: z.number().int().nonnegative(),
  createdAt: z.number().int(),
  answeredAt: z.number().int().optional(),
  endedAt: z.number().int().optional(),
  /** Seconds between answer and end (spec §3 callTimeSec); 0 for a call never connected. */
  callTimeSec: z.number().int().nonnegative(),
  /** When the next minute is charged (connected calls), in ms since the epoch. */
  nextChargeAt: z.number().int().optional(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;
