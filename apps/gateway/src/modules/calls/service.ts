import {
  BUSINESS_CODES,
  CALL_LIMITS,
  type AgoraMedia,
  type CallActionName,
  type CallMedia,
  type CallRecord,
  type CallSession,
  type CurrentCall,
  type IceServer,
  type RtcSignal,
  type VideoUpgradeAction,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { FriendService } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { agoraMediaFor } from './agora-media.ts';
import type { AgoraCredentials } from './agora-token.ts';
import { currentCallFor } from './current.ts';
import { callError, callNotFound } from './errors.ts';
import { insertMatchCallIn, startRinging } from './launch.ts';
import type { CallEndings, CallLog, CallNotifier, RtcRoleSource } from './ports.ts';
import {
  callById,
  callByRoom,
  currentCallOf,
  insertReport,
  lockCallByRoom,
  participantsIn,
  partyOf,
  type CallRow,
  type PartyRow,
} from './queries.ts';
import { partyCard, recordFor } from './records.ts';
import { decide, skippedWithoutRoom } from './state.ts';
import { callTerms, priceFor, type CallTerms, type DirectCall } from './terms.ts';
import { CallTransitions, type Effect } from './transitions.ts';
import { clearStaleBusy, settleDue } from './settlement.ts';
import { videoUpgrade } from './video-upgrade.ts';

export type { CallEndings, CallLog, CallNotifier, EndedCall, RtcRoleSource } from './ports.ts';

export interface CallServiceOptions {
  db: Db;
  ledger: LedgerService;
  presence: PresenceService;
  notifier: CallNotifier;
  minuteMs: number;
  /** How long a bell rings unanswered; CALL_LIMITS.ringTimeoutSeconds unless a test shortens it. */
  ringTimeoutMs?: number;
  iceServers: IceServer[];
  /** Agora instead of WebRTC: each side gets its channel, uid and token (docs/rtc-call.md). */
  agora?: AgoraCredentials;
  now: () => number;
  log: CallLog;
  /** Who is friends with whom, and who takes video from friends only; on the same database unless given. */
  friends?: FriendService;
  /** Who may video-call someone who takes video from friends only though not a friend (a VIP who liked them). */
  directCall?: DirectCall;
  /** Told of every call that ends, in the transaction that ends it (IM's call record in the chat). */
  endings?: CallEndings;
}

export interface ActionResult {
  skipped: boolean;
  call?: CallRecord;
  iceServers?: IceServer[];
  agora?: AgoraMedia;
}

/** A call started from a match inside matching's transaction (`connectMatchIn`); `announce` after commit. */
export interface MatchCallStarted {
  call: CallRow;
  announce(): Promise<void>;
}

/**
 * Calls and their per-minute billing (docs/calls.md). The database holds every call's state, deadline and next
 * charge; any instance changes a call only under its row lock, so HTTP actions, this instance's scheduler and
 * another instance's never act on one call at once, and each minute's ledger key makes a second charge a no-op.
 * Only this module writes the calls tables: a match becomes a call through `connectMatchIn`.
 */
export class CallService {
  private readonly db: Db;
  private readonly friends: FriendService;
  private readonly steps: CallTransitions;
  private rtcRoles: RtcRoleSource | undefined;
  readonly minuteMs: number;
  readonly ringTimeoutMs: number;

  constructor(private readonly options: CallServiceOptions) {
    this.db = options.db;
    this.friends = options.friends ?? new FriendService(options.db);
    this.minuteMs = options.minuteMs;
    this.ringTimeoutMs = options.ringTimeoutMs ?? CALL_LIMITS.ringTimeoutSeconds * 1000;
    this.steps = new CallTransitions({ ...options, minuteMs: this.minuteMs });
  }

  get iceServers(): IceServer[] {
    return this.options.iceServers;
  }

  /** Where calls made of matches learn their sides' media roles (matching; set once at start). */
  takeRtcRolesFrom(source: RtcRoleSource): void {
    this.rtcRoles = source;
  }

  /** `userId`'s Agora media for the room when the gateway is configured for Agora, as a field to spread. */
  agoraFor(roomNum: string, userId: number): { agora?: AgoraMedia } {
    const creds = this.options.agora;
    return creds ? { agora: agoraMediaFor(creds, roomNum, userId, this.options.now()) } : {};
  }

  /** The caller and the callee of a call, for a report about it (the safety module); undefined for no such call. */
  async partiesOf(callId: number): Promise<[number, number] | undefined> {
    const call = await callById(this.db, callId);
    return call && [call.callerId, call.calleeId];
  }

  /** Starts a call (`launch.ts`): the ringing call, then both sides busy and the callee's bell. */
  async launch(callerId: number, calleeId: number, media: CallMedia): Promise<CallSession> {
    const now = this.options.now();
    const { db, ledger, presence } = this.options;
    const deps = {
      db,
      ledger,
      presence,
      friends: this.friends,
      ringTimeoutMs: this.ringTimeoutMs,
      ...(this.options.directCall ? { directCall: this.options.directCall } : {}),
    };
    const { call, caller } = await startRinging(deps, { callerId, calleeId, media }, now);
    await this.run([
      () => presence.setBusy(callerId, true),
      () => presence.setBusy(calleeId, true),
      () =>
        this.options.notifier.sendToUser(calleeId, {
          type: 'callIncoming',
          call: recordFor(call, calleeId, now),
          caller: partyCard(caller),
          iceServers: this.iceServers,
          ...this.agoraFor(call.roomNum, calleeId),
          minuteMs: this.minuteMs,
          ringTimeoutMs: this.ringTimeoutMs,
        }),
    ]);
    return this.session(call, callerId, now);
  }

  /**
   * What a call from `callerId` to `calleeId` would start under (`terms`), read before the transaction that starts
   * it; undefined when the callee does not exist. Matching asks before it makes a match into a call.
   */
  async termsFor(callerId: number, calleeId: number, media: CallMedia): Promise<CallTerms | undefined> {
    const callee = await partyOf(this.db, calleeId);
    return callee && this.terms(callerId, callee, media);
  }

  /**
   * A match made into a call (matching's beginMinCall), inside matching's transaction `tx`: a connected video call
   * in the match's room, both sides marked in it, its first minute charged now (key `call:<id>:1`, as a launched
   * call's). Refused with `calleeBusy`/`callerBusy` when either side is in another call, `insufficientCoins` when
   * the caller cannot pay the minute: the transaction then keeps nothing. From here the scheduler bills it like
   * any call. `announce` (after commit) marks both busy and tells both sides.
   */
  async connectMatchIn(
    tx: Db,
    request: { roomNum: string; callerId: number; calleeId: number; terms: CallTerms },
  ): Promise<MatchCallStarted> {
    const now = this.options.now();
    const row = await insertMatchCallIn(tx, request, now);
    const { call, effects } = await this.steps.connectedIn(tx, row, now);
    return { call, announce: () => this.run(effects) };
  }

  /** The call session `userId` joins `call` with: the call as they see it, ICE servers, Agora media, lengths. */
  sessionFor(call: CallRow, userId: number): CallSession {
    return this.session(call, userId, this.options.now());
  }

  /** Whether the user takes part in an open call (ringing or connected). */
  async inCall(userId: number): Promise<boolean> {
    return (await participantsIn(this.db, [userId])).length > 0;
  }

  /** A call action (spec §4 codes 2–8, 100) by one side of the call. */
  async act(userId: number, action: CallActionName, roomNum: string | undefined): Promise<ActionResult> {
    if (roomNum === undefined) {
      if (skippedWithoutRoom(action)) return { skipped: true };
      const current = await currentCallOf(this.db, userId);
      if (!current) throw callNotFound();
      roomNum = current.roomNum;
    }
    const room = roomNum;
    const now = this.options.now();
    const { call, effects } = await this.db.transaction(async (tx) => {
      const row = await lockCallByRoom(tx, room);
      if (!row || (row.callerId !== userId && row.calleeId !== userId)) throw callNotFound();
      const decision = decide(row.state, row.callerId === userId ? 'caller' : 'callee', action);
      switch (decision.kind) {
        case 'none':
          return { call: row, effects: [] as Effect[] };
        case 'conflict':
          throw callError(
            BUSINESS_CODES.callStateConflict,
            `The call is ${row.state}; ${action} does not fit.`,
          );
        case 'end': {
          // A minute that started before the hangup is owed even when no scheduler pass has charged it yet.
          const owed = await this.steps.chargeStartedIn(tx, row, now);
          const ended = await this.steps.endIn(tx, owed.call, decision.reason, userId, now);
          return { call: ended.call, effects: [...owed.effects, ...ended.effects] };
        }
        case 'answer':
          return this.steps.answerIn(tx, row, now);
      }
    });
    await this.run(effects);
    return {
      skipped: false,
      call: recordFor(call, userId, now),
      ...(action === 'answer' ? { iceServers: this.iceServers, ...this.agoraFor(room, userId) } : {}),
    };
  }

  /** The call with this room number, as `userId` sees it, when they take part in it. */
  async callFor(userId: number, roomNum: string): Promise<CallRow | undefined> {
    const call = await callByRoom(this.db, roomNum);
    return call && (call.callerId === userId || call.calleeId === userId) ? call : undefined;
  }

  /** The user's open call as a reloaded tab takes it up (GET /api/call/current). */
  current(userId: number): Promise<CurrentCall | undefined> {
    return currentCallFor(
      {
        db: this.db,
        ledger: this.options.ledger,
        rtcRoles: this.rtcRoles,
        sessionOf: (call, user, now) => this.session(call, user, now),
      },
      userId,
      this.options.now(),
    );
  }

  /** Passes a side's WebRTC signalling to the other side's sockets. */
  relaySignal(from: number, call: CallRow, signal: RtcSignal): Promise<void> {
    const to = from === call.callerId ? call.calleeId : call.callerId;
    return this.options.notifier.sendToUser(to, {
      type: 'rtcSignal',
      roomNum: call.roomNum,
      from: String(from),
      signal,
    });
  }

  /** An audio call's switch to video (spec §4; `video-upgrade.ts`): a refusal for the sender, or undefined. */
  async videoUpgrade(
    userId: number,
    roomNum: string,
    action: VideoUpgradeAction,
  ): Promise<GatewayError | undefined> {
    const { db, ledger, notifier } = this.options;
    const deps = {
      db,
      ledger,
      notifier,
      friends: this.friends,
      transitions: this.steps,
      ...(this.options.directCall ? { directCall: this.options.directCall } : {}),
    };
    const result = await videoUpgrade(deps, userId, roomNum, action, this.options.now());
    if (result instanceof GatewayError) return result;
    await this.run(result);
    return undefined;
  }

  /**
   * The call screens' reports (`friend_video`, `user_video`): kept only for a call the reporter took part in,
   * with that remote user.
   */
  async report(
    userId: number,
    kind: 'friend_video' | 'user_video',
    { roomId, matchUserId, ...details }: { roomId: string; matchUserId: string },
  ): Promise<{ recorded: boolean }> {
    const room = await this.callFor(userId, roomId);
    const remote = room && (room.callerId === userId ? room.calleeId : room.callerId);
    if (!room || String(remote) !== matchUserId) throw callNotFound();
    await insertReport(this.db, {
      userId,
      kind,
      roomNum: roomId,
      matchUserId: Number(matchUserId),
      details: JSON.stringify(details),
    });
    return { recorded: true };
  }

  /**
   * The friends rules a call from `callerId` to `callee` starts under (`terms.ts`): refused with `videoFriendsOnly`
   * for video to someone who takes it from friends only, else the price (friends' price between friends) and
   * points. A launch and a match made into a call (`termsFor`) both ask here.
   */
  terms(callerId: number, callee: PartyRow, media: CallMedia): Promise<CallTerms> {
    return callTerms(this.friends, callerId, callee, media, this.options.directCall);
  }

  /** Before calling: the price, the caller's coins, the remote user. */
  async priceAndCoins(callerId: number, remoteId: number) {
    const remote = await partyOf(this.db, remoteId);
    if (!remote) throw callError(BUSINESS_CODES.userNotFound, 'No such user.');
    const [currentCoin, status] = await Promise.all([
      this.options.ledger.balance(callerId),
      this.options.presence.status(remoteId),
    ]);
    // The price the launch will fix: a friend of the host is shown (and charged) the friends' price.
    const pricePerMinute = await priceFor(this.friends, callerId, remote);
    const card = partyCard(remote);
    return {
      pricePerMinute,
      currentCoin,
      canAfford: currentCoin >= pricePerMinute,
      remoteUserInfo: {
        id: card.userId,
        userName: card.userName,
        avatar: card.avatar,
        isHost: remote.pricePerMinute !== null,
        status,
      },
    };
  }

  /** The scheduler's step (`settlement.ts`): bells rung out, minutes charged, calls whose side is gone ended. */
  settleDue(limit = 50): Promise<number> {
    const { db, presence, log, now } = this.options;
    return settleDue(
      { db, presence, log, now, steps: this.steps, run: (effects) => this.run(effects) },
      limit,
    );
  }

  /** Busy flags of users in no call cleared (`settlement.ts`); the number cleared. */
  clearStaleBusy(): Promise<number> {
    return clearStaleBusy(this.db, this.options.presence);
  }

  private session(call: CallRow, userId: number, now: number): CallSession {
    return {
      call: recordFor(call, userId, now),
      iceServers: this.iceServers,
      ...this.agoraFor(call.roomNum, userId),
      minuteMs: this.minuteMs,
      ringTimeoutMs: this.ringTimeoutMs,
    };
  }

  /** After commit: a failed notification must not undo or fail what was decided; it is logged. */
  private async run(effects: Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.options.log.warn({ err: error }, 'call side effect failed');
      }
    }
  }
}
