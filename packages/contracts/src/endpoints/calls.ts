import { z } from 'zod';
import { agoraMediaSchema, callMediaSchema, callRecordSchema, iceServerSchema } from '../calls.ts';
import { endpoint } from '../endpoint.ts';
import { userIdSchema } from '../people.ts';
import { userStatusSchema } from '../presence.ts';

/** A room number as every call action names it. */
export const roomNumSchema = z.string().regex(/^[0-9a-f]{16}$/, 'must be a room number');

/** What a side needs to run the call's media: the room, the peer, and the ICE servers to connect through. */
export const callSessionSchema = z.object({
  call: callRecordSchema,
  /** ICE servers for RTCPeerConnection, from the gateway's configuration (may be empty on one machine). */
  iceServers: z.array(iceServerSchema),
  /** Agora RTC for this side instead of WebRTC, when the gateway is configured for Agora. */
  agora: agoraMediaSchema.optional(),
  /** Length of a billed minute in ms (CALL_LIMITS.minuteMs). */
  minuteMs: z.number().int().positive(),
  /** How long the bell rings before the call ends as not answered. */
  ringTimeoutMs: z.number().int().positive(),
});
export type CallSession = z.infer<typeof callSessionSchema>;

/**
 * Starts a call (spec §7 `launch`): the callee must exist, not be the caller, be online and not in a call
 * (`calleeOffline`, `calleeBusy`), accept video from the caller (`videoFriendsOnly`), and the caller must be able
 * to pay the first minute (`insufficientCoins`). The callee's bell rings over realtime (`callIncoming`).
 */
export const postCallLaunch = endpoint({
  method: 'POST',
  path: '/api/call/launch',
  access: 'session',
  encryption: 'optional',
  input: z.object({ calleeId: userIdSchema, media: callMediaSchema.default('video') }),
  output: callSessionSchema,
});

/**
 * A call action's body: the room number. Cancel, answer, refuse, timeout and hangup without one are skipped (spec
 * §4): answered with `skipped: true`, nothing changes. The notify actions without one name the caller's current
 * call.
 */
const callActionInput = z.object({ roomNum: roomNumSchema.optional() });
const callActionOutput = z.object({
  /** True when the action was skipped for want of a room number. */
  skipped: z.boolean(),
  call: callRecordSchema.optional(),
  /** With answer: what the callee needs to connect. */
  iceServers: z.array(iceServerSchema).optional(),
  /** With answer, when the gateway is configured for Agora: the callee's Agora channel, uid and token. */
  agora: agoraMediaSchema.optional(),
});

function callAction(path: string) {
  return endpoint({
    method: 'POST',
    path,
    access: 'session',
    encryption: 'optional',
    input: callActionInput,
    output: callActionOutput,
  });
}

/** The caller gives up while it rings (action 2): outcome cancelledByCaller, missed for the callee. */
export const postCallCancel = callAction('/api/call/cancel');
/** The callee picks up (action 3): the first minute is charged now; the call is connected. */
export const postCallAnswer = callAction('/api/call/answer');
/** The callee declines (action 5). */
export const postCallRefuse = callAction('/api/call/refuse');
/** The bell rang out on a client (action 6); the server ends it at the same deadline on its own too. */
export const postCallTimeout = callAction('/api/call/timeout');
/** Either side ends a connected call (action 7). */
export const postCallHangup = callAction('/api/call/hangup');
/** The media started on this side (action 4); recorded, billing does not depend on it. */
export const postCallNotifyStart = callAction('/api/call/notifyStartCall');
/** This side joined the media room (action 8). */
export const postCallNotifyJoin = callAction('/api/call/notifyJoinCall');
/** This side's media ended (action 100): ends the call like a hangup when it still runs. */
export const postCallNotifyEnd = callAction('/api/call/notifyEndCall');

/**
 * A fresh Agora token for this side of an open call (an Aura extension; spec §7 has no such call): the same channel
 * (the room number) and uid (the user id) as the media the call gave, with a new token and `expiresAt`. The Agora
 * adapter asks when the SDK says the token is about to expire. Refused with `callNotFound` when the caller takes no
 * part in a call with this room number, `callStateConflict` when that call has ended, and `notFound` (4040) by a
 * gateway not configured for Agora.
 */
export const postCallAgoraToken = endpoint({
  method: 'POST',
  path: '/api/call/agoraToken',
  access: 'session',
  encryption: 'optional',
  input: z.object({ roomNum: roomNumSchema }),
  output: agoraMediaSchema,
});

/** Before calling: the price per minute, the caller's coins, and who the remote user is (spec §3 bizData). */
export const getCallPriceAndCoins = endpoint({
  method: 'GET',
  path: '/api/call/getPriceAndCurrentCoinAndUserInfo',
  access: 'session',
  encryption: 'optional',
  /** The one to call (`userId` is the envelope's: the caller). */
  input: z.object({ remoteUserId: userIdSchema }),
  output: z.object({
    pricePerMinute: z.number().int().nonnegative(),
    /** The caller's coin balance (goldNum). */
    currentCoin: z.number().int().nonnegative(),
    /** Whether the balance pays the first minute. */
    canAfford: z.boolean(),
    remoteUserInfo: z.object({
      id: z.string(),
      userName: z.string(),
      avatar: z.string(),
      isHost: z.boolean(),
      status: userStatusSchema,
    }),
  }),
});

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * The bell-cancel record (spec §4 "Bell cancel", §7 `friend/video`): the remote user's status at the time, posted
 * by the caller (requestType 1) and the callee (2). Refused without matchUserId and roomId.
 */
export const postCallFriendVideo = endpoint({
  method: 'POST',
  path: '/api/call/friend/video',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    matchUserId: userIdSchema,
    roomId: roomNumSchema,
    /** 0 offline, 1 online, 2 online (busy), -1 hidden or lookup failed. */
    onlineStatus: z.number().int().min(-1).max(2),
    busyStatus: flag,
    goddessCall: flag.default(0),
    gold: z.number().int().nonnegative().default(0),
    requestType: z.union([z.literal(1), z.literal(2)]),
    inappFlag: flag.default(0),
    matchFlag: flag.default(0),
    feeType: z.number().int().nonnegative().default(0),
  }),
  output: z.object({ recorded: z.boolean() }),
});

/** A user-video record (spec §7 `users/videos?matchId`): how long a video ran in a room, in seconds. */
export const postCallUserVideos = endpoint({
  method: 'POST',
  path: '/api/call/users/videos',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    matchId: roomNumSchema.optional(),
    matchUserId: userIdSchema,
    roomId: roomNumSchema,
    videoTime: z.number().int().nonnegative(),
  }),
  output: z.object({ recorded: z.boolean() }),
});
