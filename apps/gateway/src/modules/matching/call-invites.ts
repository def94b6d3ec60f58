import { BUSINESS_CODES, type CallSession, type MatchCallOutcome, type ServerMessage } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { CallService } from '../calls/index.ts';
import { insufficientCoins, type LedgerService } from '../ledger/index.ts';
import { partnerOf } from './match-info.ts';
import { lockMatch, matchById, updateMatch, type MatchRow } from './queries.ts';
import { matchNotFound as notFound } from './refusals.ts';

/** What `beginMinCall` answers: an invitation sent, the call this side accepted, or an acceptance that failed. */
export type BeginMinCallAnswer =
  | { state: 'invited'; pricePerMinute: number }
  | { state: 'connected'; session: CallSession }
  | { state: 'failed' };

export interface MatchCallInvitesOptions {
  db: Db;
  calls: CallService;
  ledger: LedgerService;
  now: () => number;
  /** Tells a user (after commit); a failure is logged by the caller, never undoes what was decided. */
  send(userId: number, message: ServerMessage): Promise<void>;
  /** Runs effects after commit, logging failures. */
  run(effects: (() => Promise<unknown>)[]): Promise<void>;
}

/**
 * A match becomes a paid call only when both want it (issue 11; docs/matching.md "beginMinCall"): one side
 * invites, paying the partner's price per minute as a call from the wall would; the partner is asked and accepts
 * or declines. The invitation is the match's `call_invited_by`, changed only under the match's row lock, so an
 * acceptance, a second invitation, a decline, Next and the Face to Face timeout never interleave. The call itself
 * is the calls module's (`connectMatchIn`): it charges the first minute, and its scheduler every next one.
 */
export class MatchCallInvites {
  constructor(private readonly options: MatchCallInvitesOptions) {}

  /**
   * `beginMinCall`: invites, or accepts the partner's invitation when one waits; with `acceptOnly`, only accepts
   * (`failed` when no invitation of the partner's waits).
   */
  async ask(userId: number, matchId: string, acceptOnly = false): Promise<BeginMinCallAnswer> {
    const probe = await this.liveMatchOf(userId, matchId);
    const partnerId = partnerOf(probe, userId);
    if (probe.callInvitedBy === partnerId) return this.accept(userId, probe);
    if (acceptOnly) return { state: 'failed' };
    return this.invite(userId, partnerId, probe);
  }

  /** `declineMinCall`: the invited side says no, or the inviter takes the invitation back. */
  async decline(userId: number, matchId: string): Promise<{ state: 'declined' | 'withdrawn' | 'none' }> {
    const probe = await this.liveMatchOf(userId, matchId);
    const partnerId = partnerOf(probe, userId);
    const outcome = await this.options.db.transaction(async (tx) => {
      const match = await lockMatch(tx, probe.id);
      if (!match || match.state !== 'matched') throw notFound();
      if (match.callInvitedBy === null) return 'none' as const;
      await updateMatch(tx, match.id, { callInvitedBy: null });
      return match.callInvitedBy === userId ? ('withdrawn' as const) : ('declined' as const);
    });
    if (outcome !== 'none') await this.options.run([() => this.tell(partnerId, probe, outcome)]);
    return { state: outcome };
  }

  private async invite(userId: number, partnerId: number, probe: MatchRow): Promise<BeginMinCallAnswer> {
    // The partner's friends rules and price, as a call from the wall would have them (read before the transaction:
    // PGlite has one connection, which the transaction holds).
    const terms = await this.options.calls.termsFor(userId, partnerId, 'video');
    if (!terms) throw notFound();
    const balance = await this.options.ledger.balance(userId);
    if (balance < terms.pricePerMinute) throw insufficientCoins(balance, terms.pricePerMinute);
    const accepted = await this.options.db.transaction(async (tx) => {
      const match = await lockMatch(tx, probe.id);
      if (!match || match.state !== 'matched') throw notFound();
      // Both asked at once: the partner's invitation came first, and this one is its answer.
      if (match.callInvitedBy === partnerId) return match;
      if (match.callInvitedBy !== userId) await updateMatch(tx, match.id, { callInvitedBy: userId });
      return undefined;
    });
    if (accepted) return this.accept(userId, accepted);
    await this.options.run([() => this.tell(partnerId, probe, 'invited', terms.pricePerMinute)]);
    return { state: 'invited', pricePerMinute: terms.pricePerMinute };
  }

  /** The invited side says yes: the inviter calls this side, paying from the first minute on. */
  private async accept(userId: number, probe: MatchRow): Promise<BeginMinCallAnswer> {
    const { calls, now } = this.options;
    const inviterId = partnerOf(probe, userId);
    const terms = await calls.termsFor(inviterId, userId, 'video');
    if (!terms) throw notFound();
    let started;
    try {
      started = await this.options.db.transaction(async (tx) => {
        const match = await lockMatch(tx, probe.id);
        if (!match || match.state !== 'matched') throw notFound();
        // Withdrawn meanwhile: nothing to say yes to.
        if (match.callInvitedBy !== inviterId) return undefined;
        const call = await calls.connectMatchIn(tx, {
          roomNum: match.roomNum,
          callerId: inviterId,
          calleeId: userId,
          terms,
        });
        await updateMatch(tx, match.id, {
          state: 'converted',
          callId: call.call.id,
          callInvitedBy: null,
          endedAt: new Date(now()),
        });
        return call;
      });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.code !== BUSINESS_CODES.insufficientCoins) throw error;
      // The inviter's coins went meanwhile: the invitation is over, the match goes on.
      await this.options.db.transaction(async (tx) => {
        const match = await lockMatch(tx, probe.id);
        if (match?.state === 'matched' && match.callInvitedBy === inviterId)
          await updateMatch(tx, match.id, { callInvitedBy: null });
      });
      await this.options.run([() => this.tell(inviterId, probe, 'failedInsufficientCoins')]);
      return { state: 'failed' };
    }
    if (!started) return { state: 'failed' };
    await started.announce();
    await this.options.run([
      () =>
        this.options.send(inviterId, { type: 'matchEnded', matchId: String(probe.id), reason: 'converted' }),
    ]);
    return { state: 'connected', session: calls.sessionFor(started.call, userId) };
  }

  /** The live match of that id, when the user is one of its sides. */
  private async liveMatchOf(userId: number, matchId: string): Promise<MatchRow> {
    const match = await matchById(this.options.db, Number(matchId));
    if (!match || (match.userA !== userId && match.userB !== userId) || match.state !== 'matched') {
      throw notFound();
    }
    return match;
  }

  private tell(userId: number, match: MatchRow, outcome: MatchCallOutcome, pricePerMinute?: number) {
    return this.options.send(userId, {
      type: 'matchCall',
      matchId: String(match.id),
      outcome,
      ...(pricePerMinute === undefined ? {} : { pricePerMinute }),
    });
  }
}
