import {
  BUSINESS_CODES,
  MATCH_LIMITS,
  MATCH_MODES,
  sanitizeUserName,
  type CallSession,
  type IceServer,
  type MatchEndReason,
  type MatchInfo,
  type MatchMode,
  type MatchQuota,
  type RtcSignal,
  type ServerMessage,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { newRoomNum, type CallService, type RtcRoleSource } from '../calls/index.ts';
import { generatedAvatarPath } from '../hosts/index.ts';
import { insufficientCoins, type LedgerService } from '../ledger/index.ts';
import type { PresenceService } from '../presence/index.ts';
import {
  cardsOf,
  dequeue,
  enqueue,
  insertMatches,
  isQueued,
  lastMatchOf,
  liveMatchByRoom,
  lockLiveMatchesOf,
  lockMatch,
  lockQuotas,
  lockUndecided,
  lockWaiting,
  matchById,
  matchOfCall,
  quotaOf,
  saveQuotas,
  updateMatch,
  type CardRow,
  type MatchRow,
  type QueueRow,
} from './queries.ts';
import {
  afterMatch,
  currentCounters,
  matchCost,
  quotaView,
  refusal,
  utcDay,
  type MatchQuotaConfig,
  type QuotaCounters,
  type QuotaRefusal,
} from './quota.ts';

export interface MatchNotifier {
  sendToUser(userId: number, message: ServerMessage): Promise<void>;
}

export interface MatchLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MatchServiceOptions {
  db: Db;
  ledger: LedgerService;
  presence: PresenceService;
  notifier: MatchNotifier;
  /** beginMinCall asks the calls module to start a call from a match; its billing, scheduler and signalling take it on. */
  calls: CallService;
  quota: MatchQuotaConfig;
  iceServers: IceServer[];
  now: () => number;
  log: MatchLog;
}

/** Waiting users one pairing pass takes at most: enough to pair in bulk, few enough to hold briefly. */
export const PAIRING_BATCH = 64;

export interface MatchingAnswer {
  state: 'matching' | 'matched';
  match?: MatchInfo;
  quota: MatchQuota;
}

type Effect = () => Promise<unknown>;

function matchError(code: number, message: string, data?: unknown): GatewayError {
  return new GatewayError(code, message, data);
}

const notFound = () => matchError(BUSINESS_CODES.matchNotFound, 'No such match.');

/** The error a refused user gets, in the wording of spec §8. */
export function refusalError(refused: QuotaRefusal): GatewayError {
  switch (refused.kind) {
    case 'daily':
      return matchError(
        BUSINESS_CODES.dailyMeetChanceUsedUp,
        'Daily meet chance used up; come back tomorrow.',
        {
          resetsAt: refused.resetsAt,
        },
      );
    case 'limit':
      return matchError(
        BUSINESS_CODES.matchLimitUsedUp,
        'Match limit used up (continue after countdown or recharge/VIP).',
        { resetsAt: refused.resetsAt, price: refused.price },
      );
    case 'coins':
      return insufficientCoins(0, refused.required);
  }
}

/** A user of a pair the pass could not match: out of the queue, told why. */
class PairRefused extends Error {
  constructor(
    readonly userId: number,
    readonly error: GatewayError,
  ) {
    super('pair refused');
  }
}

/** Whether two waiting users may be paired: same mode, and neither just left the other with Next. */
export function compatible(a: QueueRow, b: QueueRow): boolean {
  return a.mode === b.mode && a.skipUserId !== b.userId && b.skipUserId !== a.userId;
}

/** Pairs a batch greedily, oldest first: each user with the oldest compatible one after them. */
export function pairUp(rows: QueueRow[]): [QueueRow, QueueRow][] {
  const pairs: [QueueRow, QueueRow][] = [];
  const taken = new Set<number>();
  for (let i = 0; i < rows.length; i += 1) {
    const a = rows[i]!;
    if (taken.has(a.userId)) continue;
    for (let j = i + 1; j < rows.length; j += 1) {
      const b = rows[j]!;
      if (taken.has(b.userId) || !compatible(a, b)) continue;
      taken.add(a.userId).add(b.userId);
      pairs.push([a, b]);
      break;
    }
  }
  return pairs;
}

/**
 * Random matching (docs/matching.md): the queue is a table every instance pairs from under `SKIP LOCKED`; a match
 * is charged through the ledger (key `match:<id>:<user>`) in the transaction that makes it; beginMinCall turns a
 * match into a connected call of the calls module, which bills it per minute from then on.
 */
export class MatchService implements RtcRoleSource {
  private readonly db: Db;

  constructor(private readonly options: MatchServiceOptions) {
    this.db = options.db;
  }

  async quota(userId: number): Promise<MatchQuota> {
    const counters = currentCounters(await quotaOf(this.db, userId), this.options.now(), this.options.quota);
    return quotaView(counters, this.options.quota);
  }

  /** Start matching, or Next: leaves the current match, checks the allowance, queues, and tries to pair now. */
  async matching(userId: number, mode: MatchMode, nextOf?: string): Promise<MatchingAnswer> {
    if (await this.options.calls.inCall(userId)) {
      throw matchError(BUSINESS_CODES.matchWhileInCall, 'You are in a call.');
    }
    const left = await this.leaveMatches(userId, nextOf === undefined ? 'partnerLeft' : 'partnerNext');
    const skipUserId = await this.partnerToSkip(userId, left, nextOf);

    const now = this.options.now();
    const [stored, balance] = await Promise.all([
      quotaOf(this.db, userId),
      this.options.ledger.balance(userId),
    ]);
    const counters = currentCounters(stored, now, this.options.quota);
    const refused = refusal(counters, mode, balance, this.options.quota);
    if (refused) {
      await dequeue(this.db, [userId]);
      throw refusalError(refused);
    }
    await enqueue(this.db, userId, mode, skipUserId, new Date(now));
    const made = await this.pairPass(mode);
    const mine = made.find((match) => match.userA === userId || match.userB === userId);
    const quota = await this.quota(userId);
    if (!mine) return { state: 'matching', quota };
    return { state: 'matched', match: await this.infoFor(mine, userId), quota };
  }

  /** Stop (spec §7 exitMatch): out of the queue; a live match ends for both. */
  async exit(userId: number): Promise<{ state: 'cancelled' }> {
    await dequeue(this.db, [userId]);
    await this.leaveMatches(userId, 'partnerLeft');
    return { state: 'cancelled' };
  }

  /**
   * One pairing pass over the oldest waiting users of a mode. Each pair is made in a savepoint: a user who cannot
   * pay, or whose day is used up, leaves the queue and is told; their would-be partner waits on.
   */
  async pairPass(mode: MatchMode, batch = PAIRING_BATCH): Promise<MatchRow[]> {
    const now = this.options.now();
    const config = this.options.quota;
    const { made, refusedUsers } = await this.db.transaction(async (tx) => {
      const waiting = await lockWaiting(tx, mode, batch);
      const pairs = pairUp(waiting);
      if (pairs.length === 0) return { made: [] as MatchRow[], refusedUsers: [] as PairRefused[] };
      const quotas = await lockQuotas(
        tx,
        pairs.flatMap(([a, b]) => [a.userId, b.userId]),
        utcDay(now),
        new Date(now),
      );
      const made: MatchRow[] = [];
      const refusedUsers: PairRefused[] = [];
      const free: { a: QueueRow; b: QueueRow; before: QuotaCounters[] }[] = [];
      for (const [a, b] of pairs) {
        let before: QuotaCounters[];
        try {
          before = [a, b].map((row) => {
            const counters = currentCounters(quotas.get(row.userId), now, config);
            if (counters.dayCount >= config.dailyLimit) {
              throw new PairRefused(row.userId, refusalError({ kind: 'daily', resetsAt: 0 }));
            }
            return counters;
          });
        } catch (error) {
          if (!(error instanceof PairRefused)) throw error;
          refusedUsers.push(error);
          continue;
        }
        const [costA, costB] = before.map((counters) => matchCost(counters, mode, config)) as [
          number,
          number,
        ];
        // Free pairs cannot be refused any more: they are written together below, without a savepoint each.
        if (costA === 0 && costB === 0) {
          free.push({ a, b, before });
          continue;
        }
        try {
          made.push(
            await tx.transaction(async (pairTx) => {
              const [match] = await insertMatches(pairTx, [this.matchValues(a, b, costA, costB, mode, now)]);
              for (const [index, row] of [a, b].entries()) {
                const cost = index === 0 ? costA : costB;
                if (cost > 0) await this.charge(pairTx, match!, row.userId, cost, before[index]!);
              }
              await saveQuotas(
                pairTx,
                [a, b].map((row, index) => ({
                  userId: row.userId,
                  ...afterMatch(before[index]!, mode, config),
                })),
              );
              return match!;
            }),
          );
        } catch (error) {
          if (!(error instanceof PairRefused)) throw error;
          refusedUsers.push(error);
        }
      }
      if (free.length > 0) {
        made.push(
          ...(await insertMatches(
            tx,
            free.map(({ a, b }) => this.matchValues(a, b, 0, 0, mode, now)),
          )),
        );
        await saveQuotas(
          tx,
          free.flatMap(({ a, b, before }) =>
            [a, b].map((row, index) => ({ userId: row.userId, ...afterMatch(before[index]!, mode, config) })),
          ),
        );
      }
      const gone = [
        ...made.flatMap((match) => [match.userA, match.userB]),
        ...refusedUsers.map((r) => r.userId),
      ];
      if (gone.length > 0) await dequeue(tx, gone);
      return { made, refusedUsers };
    });
    await this.run([
      () => this.announce(made),
      ...refusedUsers.map(
        ({ userId, error }) =>
          () =>
            this.options.notifier.sendToUser(userId, {
              type: 'error',
              code: error.code,
              message: error.message,
              data: error.data,
            }),
      ),
    ]);
    return made;
  }

  /** Pairs every mode until a pass makes nothing; the scheduler's step. */
  async pairAll(): Promise<number> {
    let total = 0;
    for (const mode of MATCH_MODES) {
      for (;;) {
        const made = await this.pairPass(mode);
        total += made.length;
        if (made.length === 0) break;
      }
    }
    return total;
  }

  /** Face to Face matches nobody took on into a call before the countdown's end: over for both. */
  async endUndecided(limit = 50): Promise<number> {
    const now = this.options.now();
    const ended = await this.db.transaction(async (tx) => {
      const due = await lockUndecided(tx, new Date(now), limit);
      return Promise.all(
        due.map((match) => updateMatch(tx, match.id, { state: 'ended', endedAt: new Date(now) })),
      );
    });
    await this.run(
      ended.flatMap((match) =>
        [match.userA, match.userB].map((userId) => () => this.tellEnded(userId, match, 'timedOut')),
      ),
    );
    return ended.length;
  }

  /** Queued users who are gone (no socket, no heartbeat) leave the queue: nobody is matched with an empty tab. */
  async dropOffline(userIds: number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const statuses = await this.options.presence.statuses(userIds.map(String));
    const gone = statuses.filter(({ status }) => status === 0).map(({ userId }) => Number(userId));
    if (gone.length > 0) await dequeue(this.db, gone);
    return gone.length;
  }

  /**
   * beginMinCall (spec §4): the match becomes a connected call in the calls module, with the asker as caller (they
   * pay the partner's price per minute; the first minute now, key `call:<id>:1`) and the match's room, so the
   * video goes on. From here the calls module's scheduler bills it, and its signalling relays the room. The call
   * starts under the same friends rules as a launched video call (`CallService.terms`): refused with
   * `videoFriendsOnly` when the partner takes video from friends only and the two are not friends, and the
   * partner's friends' price between friends.
   */
  async beginMinCall(userId: number, matchId: string): Promise<CallSession> {
    const calls = this.options.calls;
    const now = this.options.now();
    const probe = await matchById(this.db, Number(matchId));
    // A match that is over is that, whatever else would refuse the call (checked again under the lock below).
    if (!probe || (probe.userA !== userId && probe.userB !== userId) || probe.state !== 'matched') {
      throw notFound();
    }
    const partnerId = partnerOf(probe, userId);
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const terms = await calls.termsFor(userId, partnerId, 'video');
    if (!terms) throw notFound();

    const started = await this.db.transaction(async (tx) => {
      const match = await lockMatch(tx, probe.id);
      if (!match || match.state !== 'matched') throw notFound();
      const call = await calls.connectMatchIn(tx, {
        roomNum: match.roomNum,
        callerId: userId,
        calleeId: partnerId,
        terms,
      });
      await updateMatch(tx, match.id, { state: 'converted', callId: call.call.id, endedAt: new Date(now) });
      return call;
    });
    await started.announce();
    await this.run([() => this.tellEnded(partnerId, probe, 'converted')]);
    return calls.sessionFor(started.call, userId);
  }

  /**
   * The media role of `userId` in a call made of a match (`RtcRoleSource`): the side that waited longer (`userA`)
   * is the polite peer, the callee's part; undefined for a call made of no match.
   */
  async rtcRoleIn(callId: number, userId: number): Promise<'caller' | 'callee' | undefined> {
    const match = await matchOfCall(this.db, callId);
    if (!match) return undefined;
    return match.userA === userId ? 'callee' : 'caller';
  }

  /** The live match in this room, when `userId` is one of its sides (signalling before it becomes a call). */
  async liveMatchFor(userId: number, roomNum: string): Promise<MatchRow | undefined> {
    const match = await liveMatchByRoom(this.db, roomNum);
    return match && (match.userA === userId || match.userB === userId) ? match : undefined;
  }

  relaySignal(from: number, match: MatchRow, signal: RtcSignal): Promise<void> {
    return this.options.notifier.sendToUser(partnerOf(match, from), {
      type: 'rtcSignal',
      roomNum: match.roomNum,
      from: String(from),
      signal,
    });
  }

  /** Whether the user waits in the queue (tests). */
  waiting(userId: number): Promise<boolean> {
    return isQueued(this.db, userId);
  }

  private async charge(
    db: Db,
    match: MatchRow,
    userId: number,
    cost: number,
    counters: ReturnType<typeof currentCounters>,
  ) {
    try {
      await this.options.ledger.charge(
        {
          userId,
          amount: cost,
          // One charge per side of a match, whoever (which instance, which retry) makes it.
          key: `match:${match.id}:${userId}`,
          // Face to Face coins are kept apart from call spending until the match becomes a call (spec §9).
          kind: match.mode === 'faceToFace' ? 'face_to_face' : 'match',
          memo: `match ${match.id}`,
        },
        db,
      );
    } catch (error) {
      if (!(error instanceof GatewayError) || error.code !== BUSINESS_CODES.insufficientCoins) throw error;
      const view = quotaView(counters, this.options.quota);
      throw new PairRefused(
        userId,
        refusalError(
          match.mode === 'random'
            ? { kind: 'limit', resetsAt: view.freeResetsAt, price: cost }
            : { kind: 'coins', required: cost },
        ),
      );
    }
  }

  /**
   * Whom the user is not paired with at once (spec §9): the partner of the match they left with Next, and the
   * partner of a Face to Face match whose countdown ran out, which counts as both having skipped each other
   * whatever the client sends (Next of it, or a plain Start once the gateway ended it).
   */
  private async partnerToSkip(userId: number, left: MatchRow[], nextOf?: string): Promise<number | null> {
    if (nextOf !== undefined) {
      const skipped =
        left.find((match) => String(match.id) === nextOf) ?? (await matchById(this.db, Number(nextOf)));
      if (skipped && (skipped.userA === userId || skipped.userB === userId) && skipped.state === 'ended') {
        return partnerOf(skipped, userId);
      }
    }
    const last = await lastMatchOf(this.db, userId);
    return last && expiredUndecided(last) ? partnerOf(last, userId) : null;
  }

  /** Ends the user's live matches; the partner of each is told why. */
  private async leaveMatches(userId: number, reason: MatchEndReason): Promise<MatchRow[]> {
    const now = new Date(this.options.now());
    const ended = await this.db.transaction(async (tx) => {
      const live = await lockLiveMatchesOf(tx, userId);
      return Promise.all(live.map((match) => updateMatch(tx, match.id, { state: 'ended', endedAt: now })));
    });
    await this.run(ended.map((match) => () => this.tellEnded(partnerOf(match, userId), match, reason)));
    return ended;
  }

  private tellEnded(userId: number, match: MatchRow, reason: MatchEndReason) {
    return this.options.notifier.sendToUser(userId, {
      type: 'matchEnded',
      matchId: String(match.id),
      reason,
    });
  }

  /** Both sides of every match of a pass get `matched`; the partners' cards are read in one query. */
  private async announce(made: MatchRow[]): Promise<void> {
    if (made.length === 0) return;
    const cards = await cardsOf(
      this.db,
      made.flatMap((match) => [match.userA, match.userB]),
    );
    await Promise.all(
      made.flatMap((match) =>
        [match.userA, match.userB].map((userId) =>
          this.options.notifier.sendToUser(userId, {
            type: 'matched',
            match: this.info(match, userId, cards),
          }),
        ),
      ),
    );
  }

  private matchValues(a: QueueRow, b: QueueRow, costA: number, costB: number, mode: MatchMode, now: number) {
    return {
      // The same room names calls have: the call made of the match keeps it.
      roomNum: newRoomNum(),
      mode,
      userA: a.userId,
      userB: b.userId,
      state: 'matched' as const,
      chargedA: costA,
      chargedB: costB,
      decideBy: mode === 'faceToFace' ? new Date(now + MATCH_LIMITS.faceToFaceDecideMs) : null,
      createdAt: new Date(now),
    };
  }

  private async infoFor(match: MatchRow, userId: number): Promise<MatchInfo> {
    return this.info(match, userId, await cardsOf(this.db, [match.userA, match.userB]));
  }

  private info(match: MatchRow, userId: number, cards: Map<number, CardRow>): MatchInfo {
    const partnerId = partnerOf(match, userId);
    const card = cards.get(partnerId);
    return {
      matchId: String(match.id),
      roomNum: match.roomNum,
      mode: match.mode,
      partner: {
        userId: String(partnerId),
        userName: sanitizeUserName(card?.nickname ?? ''),
        avatar: card?.avatar ?? generatedAvatarPath(card?.searchId ?? String(partnerId)),
        countryCode: card?.countryCode ?? 'ZZ',
      },
      polite: userId === match.userA,
      iceServers: this.options.iceServers,
      ...this.options.calls.agoraFor(match.roomNum, userId),
      charged: userId === match.userA ? match.chargedA : match.chargedB,
      matchedAt: match.createdAt.getTime(),
      ...(match.decideBy ? { decideBy: match.decideBy.getTime() } : {}),
    };
  }

  /** After commit: a failed notification must not undo what was decided; it is logged. */
  private async run(effects: Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.options.log.warn({ err: error }, 'matching side effect failed');
      }
    }
  }
}

/** A Face to Face match that ended at or after its countdown's end without becoming a call. */
function expiredUndecided(match: MatchRow): boolean {
  return (
    match.mode === 'faceToFace' &&
    match.state === 'ended' &&
    match.decideBy !== null &&
    match.endedAt !== null &&
    match.endedAt.getTime() >= match.decideBy.getTime()
  );
}

function partnerOf(match: MatchRow, userId: number): number {
  return match.userA === userId ? match.userB : match.userA;
}
