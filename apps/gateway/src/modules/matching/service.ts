import { heldByKyc } from '../kyc/index.ts';
import {
  BUSINESS_CODES,
  MATCH_MODES,
  type IceServer,
  type MatchEndReason,
  type MatchInfo,
  type MatchMode,
  type MatchQuota,
  type RtcSignal,
  type ServerMessage,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { CallService, RtcRoleSource } from '../calls/index.ts';
import type { FriendService } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { RewardEvents } from '../rewards/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { MatchCallInvites, type BeginMinCallAnswer } from './call-invites.ts';
import { expiredUndecided, matchInfo, partnerOf } from './match-info.ts';
import { pairPassIn } from './pair-pass.ts';
import { PAIRING_BATCH } from './pairing.ts';
import {
  cardsOf,
  dequeue,
  enqueue,
  isQueued,
  lastMatchOf,
  liveMatchByRoom,
  lockLiveMatchesOf,
  lockUndecided,
  matchById,
  matchOfCall,
  quotaOf,
  skipPartner,
  updateMatch,
  type MatchRow,
} from './queries.ts';
import { currentCounters, quotaView, refusal, type MatchQuotaConfig } from './quota.ts';
import { matchError, matchNotFound, refusalError } from './refusals.ts';

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
  /** Blocks: a blocked pair is never matched (issue 18). */
  friends: FriendService;
  quota: MatchQuotaConfig;
  /** Which of these users are VIP now (the payments module: unlimited matching, spec §6); none without it. */
  vip?: (userIds: number[], db: Db) => Promise<Set<number>>;
  /** Where a match counts for both sides' daily tasks (the rewards module); nowhere without it. */
  events?: RewardEvents;
  iceServers: IceServer[];
  now: () => number;
  log: MatchLog;
}

export interface MatchingAnswer {
  state: 'matching' | 'matched';
  match?: MatchInfo;
  quota: MatchQuota;
}

type Effect = () => Promise<unknown>;

/**
 * Random matching (docs/matching.md): the queue is a table every instance pairs from under `SKIP LOCKED`; a match
 * is charged through the ledger (key `match:<id>:<user>`) in the transaction that makes it (`pair-pass.ts`);
 * beginMinCall asks the partner, and an accepted invitation turns the match into a connected call of the calls
 * module, which bills it per minute from then on (`call-invites.ts`).
 */
export class MatchService implements RtcRoleSource {
  private readonly db: Db;

  private readonly invites: MatchCallInvites;

  constructor(private readonly options: MatchServiceOptions) {
    this.db = options.db;
    this.invites = new MatchCallInvites({
      db: options.db,
      calls: options.calls,
      ledger: options.ledger,
      now: options.now,
      send: (userId, message) => options.notifier.sendToUser(userId, message),
      run: (effects) => this.run(effects),
    });
  }

  /** The two sides of a match, for a report about it (the safety module); undefined for no such match. */
  async partiesOf(matchId: number): Promise<[number, number] | undefined> {
    const match = await matchById(this.db, matchId);
    return match && [match.userA, match.userB];
  }

  async quota(userId: number): Promise<MatchQuota> {
    const counters = currentCounters(await quotaOf(this.db, userId), this.options.now(), this.options.quota);
    return quotaView(counters, this.options.quota, await this.isVip(userId));
  }

  private async isVip(userId: number): Promise<boolean> {
    return (await this.options.vip?.([userId], this.db))?.has(userId) ?? false;
  }

  /** Start matching, or Next: leaves the current match, checks the allowance, queues, and tries to pair now. */
  async matching(userId: number, mode: MatchMode, nextOf?: string): Promise<MatchingAnswer> {
    if (await this.options.calls.inCall(userId)) {
      throw matchError(BUSINESS_CODES.matchWhileInCall, 'You are in a call.');
    }
    // Spec §6: an under-18 suspect is not matched until the age check passes (docs/kyc.md).
    if ((await heldByKyc(this.db, [userId])).length > 0) {
      await dequeue(this.db, [userId]);
      throw matchError(BUSINESS_CODES.kycRequired, 'Please verify your age before matching.');
    }
    const left = await this.leaveMatches(userId, nextOf === undefined ? 'partnerLeft' : 'partnerNext');
    const skipped = await this.partnerToSkip(userId, left, nextOf);

    const now = this.options.now();
    if (skipped !== null) {
      await skipPartner(this.db, userId, skipped, new Date(now), new Date(now + this.options.quota.skipMs));
    }
    const [stored, balance, vip] = await Promise.all([
      quotaOf(this.db, userId),
      this.options.ledger.balance(userId),
      this.isVip(userId),
    ]);
    const counters = currentCounters(stored, now, this.options.quota);
    const refused = refusal(counters, mode, balance, this.options.quota, vip);
    if (refused) {
      await dequeue(this.db, [userId]);
      throw refusalError(refused);
    }
    await enqueue(this.db, userId, mode, new Date(now));
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
   * One pairing pass over the oldest waiting users of a mode (`pair-pass.ts`); after commit both sides of each
   * match get `matched`, and each refused user is told why.
   */
  async pairPass(mode: MatchMode, batch = PAIRING_BATCH): Promise<MatchRow[]> {
    const { made, refused } = await pairPassIn(this.options, mode, batch, this.options.now());
    await this.run([
      () => this.announce(made),
      ...refused.map(
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
      const until = new Date(now + this.options.quota.skipMs);
      for (const match of due) {
        // Neither decided: the two are not matched (and charged) again with each other for a while.
        await skipPartner(tx, match.userA, match.userB, new Date(now), until);
        await skipPartner(tx, match.userB, match.userA, new Date(now), until);
      }
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
   * beginMinCall (spec §4), asked first (issue 11): this side invites the partner, paying the partner's price per
   * minute once they accept, or accepts the partner's waiting invitation, which makes the match a connected call
   * in the calls module with the inviter paying (`call-invites.ts`); with `acceptOnly`, it only accepts.
   */
  beginMinCall(userId: number, matchId: string, acceptOnly = false): Promise<BeginMinCallAnswer> {
    return this.invites.ask(userId, matchId, acceptOnly);
  }

  /** The invited side declines the invitation to a call, or the inviter takes it back. */
  declineMinCall(userId: number, matchId: string) {
    return this.invites.decline(userId, matchId);
  }

  /** Stay (issue 18): the partner is told (`matchStayed`), so their auto-next count stops too. Nothing is stored. */
  async stay(userId: number, matchId: string): Promise<{ state: 'stayed' }> {
    const match = await matchById(this.db, Number(matchId));
    if (!match || (match.userA !== userId && match.userB !== userId) || match.state !== 'matched') {
      throw matchNotFound();
    }
    const partnerId = partnerOf(match, userId);
    await this.run([
      () => this.options.notifier.sendToUser(partnerId, { type: 'matchStayed', matchId: String(match.id) }),
    ]);
    return { state: 'stayed' };
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
            match: matchInfo(match, userId, cards, this.media),
          }),
        ),
      ),
    );
  }

  private async infoFor(match: MatchRow, userId: number): Promise<MatchInfo> {
    return matchInfo(match, userId, await cardsOf(this.db, [match.userA, match.userB]), this.media);
  }

  private get media() {
    return {
      iceServers: this.options.iceServers,
      agoraFor: (roomNum: string, userId: number) => this.options.calls.agoraFor(roomNum, userId),
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
