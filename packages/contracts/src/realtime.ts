import { z } from 'zod';
import { VIDEO_UPGRADE_OUTCOMES, agoraMediaSchema, callRecordSchema, iceServerSchema } from './calls.ts';
import { roomNumSchema } from './endpoints/calls.ts';
import { imServerMessageEnvelopeSchema } from './im.ts';
import { MATCH_CALL_OUTCOMES, MATCH_END_REASONS, matchInfoSchema } from './matching.ts';
import { userIdSchema } from './people.ts';
import { userStatusSchema } from './presence.ts';
import { balanceChangedSchema } from './wallet.ts';

/**
 * The realtime channel: one WebSocket per tab at `/ws`, opened with the envelope (and, for a signed-in user, the
 * signature fields) in the query string, exactly like a signed GET. Every message is JSON validated by these
 * schemas on both sides.
 */
export const REALTIME = {
  path: '/ws',
  /** The client pings this often; the server closes a socket silent for three intervals. */
  heartbeatSeconds: 25,
  /** Reconnect backoff: first wait, growth factor, cap. */
  reconnect: { initialMs: 500, factor: 2, maxMs: 30_000 },
  /** Most users one socket may watch the presence of. */
  maxWatchedUsers: 500,
  /** A larger message closes the socket (1009, "message too big"). */
  maxMessageBytes: 64 * 1024,
  /** Messages one socket may send per minute; more are answered with a rate-limit error and dropped. */
  maxMessagesPerMinute: 300,
  /** The `limit`th invalid message within `windowSeconds` of the first closes the socket (protocolError). */
  invalidMessages: { limit: 5, windowSeconds: 60 },
  /** Close codes of our own (4000–4999 are application codes). */
  closeCodes: { unauthorized: 4401, heartbeatMissed: 4408, protocolError: 4400, replaced: 4409 },
} as const;

/** Longest SDP the relay carries; a message is at most `REALTIME.maxMessageBytes` anyway. */
const MAX_SDP_CHARS = 48 * 1024;
/** An SDP origin line: `o=`, a user name, a session id and version (up to 20 digits each), network and address. */
const MAX_SDP_ORIGIN_CHARS = 512;

/**
 * WebRTC signalling relayed by the gateway between the two sides of a call, addressed by room: the SDP offer and
 * answer (RTCSessionDescriptionInit) and ICE candidates (RTCIceCandidateInit; `candidate: null` ends gathering).
 * `ready` says "I listen on this room now": the other side answers it once and sends an offer of its own still
 * waiting for an answer again (a side that joined again after a reload missed it).
 */
export const rtcSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('offer'), sdp: z.string().max(MAX_SDP_CHARS) }),
  z.object({
    kind: z.literal('answer'),
    sdp: z.string().max(MAX_SDP_CHARS),
    /**
     * The `o=` line of the offer this answers, so that a copy of an answer sent again for a lost one is never
     * applied to a later offer. Absent from peers that do not say.
     */
    answers: z.string().max(MAX_SDP_ORIGIN_CHARS).optional(),
  }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z
      .object({
        candidate: z.string().max(2048),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type RtcSignal = z.infer<typeof rtcSignalSchema>;

/** What a side of an audio call does about switching to video (spec §4). */
export const VIDEO_UPGRADE_ACTIONS = ['invite', 'accept', 'decline', 'cancel'] as const;
export type VideoUpgradeAction = (typeof VIDEO_UPGRADE_ACTIONS)[number];

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Start receiving status changes of these users (the wall's visible hosts, say). */
  z.object({
    type: z.literal('watchPresence'),
    userIds: z.array(userIdSchema).max(REALTIME.maxWatchedUsers),
  }),
  z.object({
    type: z.literal('unwatchPresence'),
    userIds: z.array(userIdSchema).max(REALTIME.maxWatchedUsers),
  }),
  /** Signalling for the call in `roomNum`, relayed to the other side; refused unless the sender is in it. */
  z.object({ type: z.literal('rtcSignal'), roomNum: roomNumSchema, signal: rtcSignalSchema }),
  /** An audio call's switch to video: the other side receives `videoUpgrade`. */
  z.object({
    type: z.literal('videoUpgrade'),
    roomNum: roomNumSchema,
    action: z.enum(VIDEO_UPGRADE_ACTIONS),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    connectionId: z.string(),
    /** The signed-in user this socket speaks for; absent for visitors. */
    userId: userIdSchema.optional(),
    serverTime: z.number().int(),
    heartbeatSeconds: z.number().int().positive(),
    /** The same interval in milliseconds; when present it wins (a server may beat faster than a second). */
    heartbeatMs: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('pong'), serverTime: z.number().int() }),
  z.object({ type: z.literal('presence'), userId: userIdSchema, status: userStatusSchema }),
  /** The callee's bell: a call rings for them (their record of it). */
  z.object({
    type: z.literal('callIncoming'),
    call: callRecordSchema,
    caller: z.object({ userId: userIdSchema, userName: z.string(), avatar: z.string() }),
    iceServers: z.array(iceServerSchema),
    /** The callee's Agora channel, uid and token when the gateway is configured for Agora. */
    agora: agoraMediaSchema.optional(),
    minuteMs: z.number().int().positive(),
    ringTimeoutMs: z.number().int().positive(),
  }),
  /** A call changed state (answered, ended, switched to video): the receiver's record of it. */
  z.object({ type: z.literal('callState'), call: callRecordSchema }),
  /**
   * A minute was charged: the caller gets their coin `balance`, the callee the `points` earned in this call.
   */
  z.object({
    type: z.literal('callBilled'),
    roomNum: roomNumSchema,
    minute: z.number().int().positive(),
    nextChargeAt: z.number().int(),
    balance: z.number().int().nonnegative().optional(),
    points: z.number().int().nonnegative().optional(),
  }),
  /**
   * The next minute cannot be paid (BUSINESS_CODES.callCoinsRunningOut, spec §8 "…terminate in 1 minutes."):
   * the call ends at `endsAt` unless the caller's coins pay it by then.
   */
  z.object({
    type: z.literal('callCoinsRunningOut'),
    roomNum: roomNumSchema,
    code: z.number().int(),
    endsAt: z.number().int(),
  }),
  /** The other side's signalling for the call in `roomNum`. */
  z.object({
    type: z.literal('rtcSignal'),
    roomNum: roomNumSchema,
    from: userIdSchema,
    signal: rtcSignalSchema,
  }),
  /** How an audio call's switch to video stands; `failedInsufficientCoins` goes to the one who asked. */
  z.object({
    type: z.literal('videoUpgrade'),
    roomNum: roomNumSchema,
    from: userIdSchema,
    outcome: z.enum(VIDEO_UPGRADE_OUTCOMES),
  }),
  /** A movement of the user's coins or points (wallet.ts), after its transaction committed: to every tab. */
  balanceChangedSchema,
  /** Matching found a partner (spec §2 matched popup): this side's view of the match and its video room. */
  z.object({ type: z.literal('matched'), match: matchInfoSchema }),
  /** The match is over for this side: the partner left or went on, Face to Face ran out, or it became a call. */
  z.object({ type: z.literal('matchEnded'), matchId: z.string(), reason: z.enum(MATCH_END_REASONS) }),
  /** The partner pressed Stay (issue 18): this side's auto-next count stops too, so neither cuts the other off. */
  z.object({ type: z.literal('matchStayed'), matchId: z.string() }),
  /** The partner's invitation to go on into a call, and what became of this side's (matching.ts). */
  z.object({
    type: z.literal('matchCall'),
    matchId: z.string(),
    outcome: z.enum(MATCH_CALL_OUTCOMES),
    /** `invited`: the coins per minute the inviter pays once this side accepts. */
    pricePerMinute: z.number().int().nonnegative().optional(),
  }),
  /** IM's messages, checked in full by @aura/im (`imServerMessageSchema`). */
  imServerMessageEnvelopeSchema,
  /**
   * An operator decided about one of the receiver's uploads (`@aura/profile` checks it in full, `mediaReviewedSchema`),
   * a gift arrived (`@aura/gifts`, gifts.ts `giftReceivedSchema`), or a like (`@aura/profile`, likes.ts
   * `likeReceivedSchema`): only their types here, so that the app's first
   * load does not carry them; one entry for the two costs it fewer bytes than two.
   */
  z.looseObject({ type: z.enum(['mediaReviewed', 'giftReceived', 'likeReceived']) }),
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    message: z.string(),
    /** As in an HTTP answer: `issues` of an invalid message, `serverTime` of a stale timestamp. */
    data: z.unknown().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
