import { randomBytes } from 'node:crypto';
import {
  BUSINESS_CODES,
  CALL_LIMITS,
  USER_STATUS,
  type AgoraMedia,
  type CallActionName,
  type CallEndReason,
  type CallMedia,
  type CallRecord,
  type CallSession,
  type IceServer,
  type RtcSignal,
  type ServerMessage,
  type VideoUpgradeAction,
  type VideoUpgradeOutcome,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { FriendService } from '../friends/service.ts';
import { insufficientCoins, type LedgerService } from '../ledger/service.ts';
import type { PresenceService } from '../presence/service.ts';
import { agoraMediaFor } from './agora-media.ts';
import type { AgoraCredentials } from './agora-token.ts';
import { chargeMinute } from './billing.ts';
import {
  callById,
  callByRoom,
  claimParticipants,
  currentCallOf,
  dueCallIds,
  insertCall,
  lockCallByRoom,
  lockDueCall,
  participantsIn,
  partyOf,
  releaseParticipants,
  type PartyRow,
  staleBusyUsers,
  updateCall,
  type CallRow,
} from './queries.ts';
import { partyCard, recordFor } from './records.ts';
import { ENDINGS, decide, skippedWithoutRoom } from './state.ts';
import { callTerms, priceFor, videoFriendsOnlyError, type CallTerms } from './terms.ts';

/** How the calls module reaches users' sockets (the realtime hub, on whichever instance they are). */
export interface CallNotifier {
  sendToUser(userId: number, message: ServerMessage): Promise<void>;
}

/** Where failures that must not fail a request are reported (the server's logger). */
export interface CallLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

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
}

export interface ActionResult {
  skipped: boolean;
  call?: CallRecord;
  iceServers?: IceServer[];
  agora?: AgoraMedia;
}

/** Work to do once the transaction that decided it has committed: notifications, presence. */
type Effect = () => Promise<unknown>;

function isInsufficientCoins(error: unknown): boolean {
  return error instanceof GatewayError && error.code === BUSINESS_CODES.insufficientCoins;
}

function callError(code: number, message: string): GatewayError {
  return new GatewayError(code, message);
}

const notFound = () => callError(BUSINESS_CODES.callNotFound, 'No such call.');

/**
 * Calls and their per-minute billing (docs/calls.md). The database holds every call's state, deadline and next
 * charge; any instance changes a call only under its row lock, so HTTP actions, this instance's scheduler and
 * another instance's never act on one call at once, and each minute's ledger key makes a second charge a no-op.
 */
export class CallService {
  private readonly db: Db;
  private readonly friends: FriendService;
  readonly minuteMs: number;
  readonly ringTimeoutMs: number;

  constructor(private readonly options: CallServiceOptions) {
    this.db = options.db;
    this.friends = options.friends ?? new FriendService(options.db);
    this.minuteMs = options.minuteMs;
    this.ringTimeoutMs = options.ringTimeoutMs ?? CALL_LIMITS.ringTimeoutSeconds * 1000;
  }

  get iceServers(): IceServer[] {
    return this.options.iceServers;
  }

  /** `userId`'s Agora media for the room when the gateway is configured for Agora, as a field to spread. */
  agoraFor(roomNum: string, userId: number): { agora?: AgoraMedia } {
    const creds = this.options.agora;
    return creds ? { agora: agoraMediaFor(creds, roomNum, userId, this.options.now()) } : {};
  }

  /** Starts a call: checks, the call row, both sides marked in a call, busy presence, the callee's bell. */
  async launch(callerId: number, calleeId: number, media: CallMedia): Promise<CallSession> {
    if (callerId === calleeId) throw callError(BUSINESS_CODES.callSelf, 'You cannot call yourself.');
    const [callee, caller] = await Promise.all([partyOf(this.db, calleeId), partyOf(this.db, callerId)]);
    if (!callee || !caller) throw callError(BUSINESS_CODES.userNotFound, 'No such user.');
    const status = await this.options.presence.status(calleeId);
    if (status === USER_STATUS.offline || status === USER_STATUS.invisible) {
      throw callError(BUSINESS_CODES.calleeOffline, 'The person you are calling is offline.');
    }
    // Spec §6: some users accept video calls only from friends; a voice call to them is open to anyone. A host's
    // price (the friends' price for a friend) is fixed for the call at launch; calling a user who is no host costs
    // the default price and earns them no points.
    const { pricePerMinute, pointsPerMinute } = await this.terms(callerId, callee, media);
    const busyNow = await participantsIn(this.db, [callerId, calleeId]);
    if (busyNow.includes(callerId)) throw callError(BUSINESS_CODES.callerBusy, 'You are already in a call.');
    // In a call is what call_participants says; presence's busy flag only shows it (and a process killed between
    // a call's end and clearing the flag must not leave the callee unreachable).
    if (busyNow.includes(calleeId)) {
      return this.busy(callerId, calleeId, media, pricePerMinute);
    }
    const balance = await this.options.ledger.balance(callerId);
    if (balance < pricePerMinute) throw insufficientCoins(balance, pricePerMinute);

    const now = this.options.now();
    const call = await this.db
      .transaction(async (tx) => {
        const row = await insertCall(tx, {
          roomNum: newRoomNum(),
          callerId,
          calleeId,
          media,
          state: 'ringing',
          pricePerMinute,
          pointsPerMinute,
          ringDeadline: new Date(now + this.ringTimeoutMs),
          createdAt: new Date(now),
        });
        const claimed = await claimParticipants(tx, row.id, callerId, calleeId);
        // Another launch took one of them since the check above: nothing of this one is kept.
        if (claimed.length < 2) throw new LaunchRace(claimed.includes(callerId));
        return row;
      })
      .catch((error: unknown) => {
        if (!(error instanceof LaunchRace)) throw error;
        if (!error.callerFree) throw callError(BUSINESS_CODES.callerBusy, 'You are already in a call.');
        return undefined;
      });
    if (!call) return this.busy(callerId, calleeId, media, pricePerMinute);

    await this.run([
      () => this.options.presence.setBusy(callerId, true),
      () => this.options.presence.setBusy(calleeId, true),
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
    return this.session(recordFor(call, callerId, now), callerId);
  }

  /** A call action (spec §4 codes 2–8, 100) by one side of the call. */
  async act(userId: number, action: CallActionName, roomNum: string | undefined): Promise<ActionResult> {
    if (roomNum === undefined) {
      if (skippedWithoutRoom(action)) return { skipped: true };
      const current = await currentCallOf(this.db, userId);
      if (!current) throw notFound();
      roomNum = current.roomNum;
    }
    const room = roomNum;
    const now = this.options.now();
    const { call, effects } = await this.db.transaction(async (tx) => {
      const row = await lockCallByRoom(tx, room);
      if (!row || (row.callerId !== userId && row.calleeId !== userId)) throw notFound();
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
          const { call: owed, effects: billed } = await this.chargeStartedIn(tx, row, now);
          const ended = await this.endIn(tx, owed, decision.reason, userId, now);
          return { call: ended.call, effects: [...billed, ...ended.effects] };
        }
        case 'answer':
          return this.answerIn(tx, row, now);
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

  /**
   * An audio call's switch to video (spec §4). The server keeps the one invitation that may wait per call
   * (`video_invite_by`): `invite` reaches the other side as `invited`; the other side `accept`s (both get
   * `accepted`, the call's media becomes video, both get `callState`) or `decline`s (`declined` to the inviter);
   * the inviter may `cancel` (`cancelledByCaller` or `cancelledByCallee` to the other side). An invite or accept
   * the caller's coins cannot pay a minute for fails (`failedInsufficientCoins`: to the inviter on invite, to
   * both on accept). Refused, as an error for the sender: an invite to someone who accepts video only from
   * friends (`videoFriendsOnly`), and anything that does not fit (the call not a connected audio call, no
   * invitation waiting, answering one's own, a second invitation).
   */
  async videoUpgrade(
    userId: number,
    roomNum: string,
    action: VideoUpgradeAction,
  ): Promise<GatewayError | undefined> {
    const now = this.options.now();
    const probe = await this.callFor(userId, roomNum);
    if (!probe) return notFound();
    const role = userId === probe.callerId ? 'caller' : 'callee';
    const other = role === 'caller' ? probe.calleeId : probe.callerId;
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const [allowed, balance] = await Promise.all([
      action === 'invite' ? this.friends.videoAllowed(userId, other) : true,
      this.options.ledger.balance(probe.callerId),
    ]);
    const conflict = (why: string) => callError(BUSINESS_CODES.callStateConflict, why);
    const send =
      (to: number, outcome: VideoUpgradeOutcome): Effect =>
      () =>
        this.options.notifier.sendToUser(to, {
          type: 'videoUpgrade',
          roomNum,
          from: String(userId),
          outcome,
        });

    const result = await this.db.transaction(async (tx) => {
      const call = await lockCallByRoom(tx, roomNum);
      if (!call || call.state !== 'connected' || call.media !== 'audio') {
        return conflict('Only a connected audio call can switch to video.');
      }
      const pending = call.videoInviteBy;
      switch (action) {
        case 'invite': {
          if (pending !== null) return conflict('An invitation to video is waiting already.');
          if (!allowed) return videoFriendsOnlyError();
          if (balance < call.pricePerMinute) return [send(userId, 'failedInsufficientCoins')];
          await updateCall(tx, call.id, { videoInviteBy: userId });
          return [send(other, 'invited')];
        }
        case 'decline':
          if (pending !== other) return conflict('No invitation to video is waiting for you.');
          await updateCall(tx, call.id, { videoInviteBy: null });
          return [send(other, 'declined')];
        case 'cancel':
          if (pending !== userId) return conflict('You have no invitation to video waiting.');
          await updateCall(tx, call.id, { videoInviteBy: null });
          return [send(other, role === 'caller' ? 'cancelledByCaller' : 'cancelledByCallee')];
        case 'accept': {
          if (pending !== other) return conflict('No invitation to video is waiting for you.');
          if (balance < call.pricePerMinute) {
            await updateCall(tx, call.id, { videoInviteBy: null });
            return [send(other, 'failedInsufficientCoins'), send(userId, 'failedInsufficientCoins')];
          }
          const updated = await updateCall(tx, call.id, { media: 'video', videoInviteBy: null });
          return [send(other, 'accepted'), send(userId, 'accepted'), ...this.stateEffects(updated, now)];
        }
      }
    });
    if (result instanceof GatewayError) return result;
    await this.run(result);
    return undefined;
  }

  /**
   * The friends rules a call from `callerId` to `callee` starts under (`terms.ts`): refused with `videoFriendsOnly`
   * for video to someone who takes it from friends only, else the price (friends' price between friends) and
   * points. A launch and a match made into a call (matching's beginMinCall) both ask here.
   */
  terms(callerId: number, callee: PartyRow, media: CallMedia): Promise<CallTerms> {
    return callTerms(this.friends, callerId, callee, media);
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

  /**
   * One step of the scheduler for every call with something due now: a bell rung out, a minute to charge. Each
   * call in its own transaction; a call another instance is handling is skipped (it is done there).
   */
  async settleDue(limit = 50): Promise<number> {
    const ids = await dueCallIds(this.db, new Date(this.options.now()), limit);
    let settled = 0;
    for (const id of ids) {
      try {
        if (await this.settle(id)) settled += 1;
      } catch (error) {
        this.options.log.error(
          { err: error, callId: id },
          'call settlement failed; retried on the next pass',
        );
      }
    }
    return settled;
  }

  /**
   * Clears the busy flag of users in no call (a process killed between a call's end and clearing it), so the wall
   * shows them reachable again. The number cleared. (A launch between the read and the write may lose its flag to
   * this; the flag is only shown, launches ask call_participants.)
   */
  async clearStaleBusy(): Promise<number> {
    const stale = await staleBusyUsers(this.db);
    for (const userId of stale) await this.options.presence.setBusy(userId, false);
    return stale.length;
  }

  private async settle(id: number): Promise<boolean> {
    const now = this.options.now();
    // Presence is read before the transaction: PGlite has one connection, which the transaction holds.
    const parties = await callById(this.db, id);
    if (!parties) return false;
    const statuses = await this.options.presence.statuses([
      String(parties.callerId),
      String(parties.calleeId),
    ]);
    const bothThere = statuses.every(({ status }) => status !== USER_STATUS.offline);

    const result = await this.db.transaction(async (tx) => {
      const call = await lockDueCall(tx, id, new Date(now));
      if (!call) return undefined;
      if (call.state === 'ringing') return this.endIn(tx, call, 'timedOut', null, now);
      if (!bothThere) return this.endIn(tx, call, 'connectionLost', null, now);
      return this.chargeNextIn(tx, call, now);
    });
    if (!result) return false;
    await this.run(result.effects);
    return true;
  }

  /** Charges the minute that starts now; ends the call when the caller cannot pay it. */
  private async chargeNextIn(tx: Db, call: CallRow, now: number) {
    const minute = call.minutesBilled + 1;
    let balance: number;
    try {
      ({ balance } = await chargeMinute(tx, call, minute));
    } catch (error) {
      if (!isInsufficientCoins(error)) throw error;
      return this.endIn(tx, call, 'coinsDepleted', null, now);
    }
    const low = balance < call.pricePerMinute;
    const updated = await updateCall(tx, call.id, {
      minutesBilled: minute,
      // From the schedule, not the clock: a late pass (a restart) does not shift the minutes that follow.
      nextChargeAt: new Date(call.nextChargeAt!.getTime() + this.minuteMs),
      coinsLowAt: low ? (call.coinsLowAt ?? new Date(now)) : null,
    });
    return { call: updated, effects: this.billedEffects(updated, balance, low && !call.coinsLowAt) };
  }

  /**
   * Charges the minutes of a connected call that have started by `now` and are not charged yet (none unless a
   * scheduler pass is late). A minute the caller cannot pay is left: the call is ending anyway.
   */
  private async chargeStartedIn(tx: Db, call: CallRow, now: number) {
    let row = call;
    const effects: Effect[] = [];
    while (row.state === 'connected' && row.nextChargeAt && row.nextChargeAt.getTime() <= now) {
      const minute = row.minutesBilled + 1;
      let balance: number;
      try {
        ({ balance } = await chargeMinute(tx, row, minute));
      } catch (error) {
        if (!isInsufficientCoins(error)) throw error;
        break;
      }
      row = await updateCall(tx, row.id, {
        minutesBilled: minute,
        nextChargeAt: new Date(row.nextChargeAt.getTime() + this.minuteMs),
      });
      effects.push(...this.billedEffects(row, balance, false));
    }
    return { call: row, effects };
  }

  /** The callee answered: the first minute is charged now, in the same transaction that connects the call. */
  private async answerIn(tx: Db, call: CallRow, now: number) {
    let balance: number;
    try {
      ({ balance } = await chargeMinute(tx, call, 1));
    } catch (error) {
      if (!isInsufficientCoins(error)) throw error;
      return this.endIn(tx, call, 'insufficientCoins', null, now);
    }
    const low = balance < call.pricePerMinute;
    const updated = await updateCall(tx, call.id, {
      state: 'connected',
      answeredAt: new Date(now),
      minutesBilled: 1,
      nextChargeAt: new Date(now + this.minuteMs),
      coinsLowAt: low ? new Date(now) : null,
      callerOutcome: 'connected',
      calleeOutcome: 'connected',
    });
    return {
      call: updated,
      effects: [...this.stateEffects(updated, now), ...this.billedEffects(updated, balance, low)],
    };
  }

  private async endIn(tx: Db, call: CallRow, reason: CallEndReason, by: number | null, now: number) {
    const ending = ENDINGS[reason];
    const updated = await updateCall(tx, call.id, {
      state: 'ended',
      endedAt: new Date(now),
      endReason: reason,
      endedBy: by,
      callerOutcome: ending.caller,
      calleeOutcome: ending.callee,
      nextChargeAt: null,
    });
    await releaseParticipants(tx, call.id);
    return {
      call: updated,
      effects: [
        () => this.options.presence.setBusy(call.callerId, false),
        () => this.options.presence.setBusy(call.calleeId, false),
        ...this.stateEffects(updated, now),
      ],
    };
  }

  private stateEffects(call: CallRow, now: number): Effect[] {
    return [call.callerId, call.calleeId].map(
      (userId) => () =>
        this.options.notifier.sendToUser(userId, { type: 'callState', call: recordFor(call, userId, now) }),
    );
  }

  private billedEffects(call: CallRow, balance: number, warn: boolean): Effect[] {
    const nextChargeAt = call.nextChargeAt!.getTime();
    const base = {
      type: 'callBilled',
      roomNum: call.roomNum,
      minute: call.minutesBilled,
      nextChargeAt,
    } as const;
    const effects: Effect[] = [
      () => this.options.notifier.sendToUser(call.callerId, { ...base, balance }),
      () =>
        this.options.notifier.sendToUser(call.calleeId, {
          ...base,
          points: call.minutesBilled * call.pointsPerMinute,
        }),
    ];
    if (warn) {
      // Both sides are told (spec §8); the call ends when the paid minute is over unless coins arrive by then.
      for (const userId of [call.callerId, call.calleeId])
        effects.push(() =>
          this.options.notifier.sendToUser(userId, {
            type: 'callCoinsRunningOut',
            roomNum: call.roomNum,
            code: BUSINESS_CODES.callCoinsRunningOut,
            endsAt: nextChargeAt,
          }),
        );
    }
    return effects;
  }

  /** A launch at a callee in another call: recorded as busy for both, and refused. */
  private async busy(callerId: number, calleeId: number, media: CallMedia, price: number): Promise<never> {
    const now = new Date(this.options.now());
    await insertCall(this.db, {
      roomNum: newRoomNum(),
      callerId,
      calleeId,
      media,
      state: 'ended',
      pricePerMinute: price,
      pointsPerMinute: 0,
      ringDeadline: now,
      endedAt: now,
      callerOutcome: 'busy',
      calleeOutcome: 'busy',
      createdAt: now,
    });
    throw callError(BUSINESS_CODES.calleeBusy, 'The person you are calling is busy.');
  }

  private session(call: CallRecord, userId: number): CallSession {
    return {
      call,
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

class LaunchRace extends Error {
  constructor(readonly callerFree: boolean) {
    super('call launch raced another call');
  }
}

/** 64 random bits as 16 hex digits: unguessable, and the room's only name on the wire. */
function newRoomNum(): string {
  return randomBytes(8).toString('hex');
}
