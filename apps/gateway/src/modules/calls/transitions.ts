import { BUSINESS_CODES, type CallEndReason } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { isInsufficientCoins, type LedgerService } from '../ledger/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { chargeMinute } from './billing.ts';
import { releaseParticipants, updateCall, type CallRow } from './queries.ts';
import { recordFor } from './records.ts';
import type { CallEndings, CallLog, CallNotifier } from './ports.ts';
import { ENDINGS } from './state.ts';

/** Work to do once the transaction that decided it has committed: notifications, presence. */
export type Effect = () => Promise<unknown>;

/** A call as a step left it, and what to tell whom once the step's transaction has committed. */
export interface Step {
  call: CallRow;
  effects: Effect[];
}

export interface TransitionDeps {
  ledger: LedgerService;
  presence: PresenceService;
  notifier: CallNotifier;
  minuteMs: number;
  log: CallLog;
  /** Told of every call that ends (IM's call record), in the ending transaction. */
  endings?: CallEndings;
}

/**
 * The steps of a call's life inside a transaction that holds the call's row lock (docs/calls.md): connecting it
 * with its first minute charged, charging the minutes that follow, ending it. Each returns the changed row and the
 * effects to run after commit; the service decides when each step happens.
 */
export class CallTransitions {
  constructor(private readonly deps: TransitionDeps) {}

  /** The callee answered: the first minute is charged now, in the same transaction that connects the call. */
  async answerIn(tx: Db, call: CallRow, now: number): Promise<Step> {
    let balance: number;
    try {
      ({ balance } = await chargeMinute(this.deps.ledger, tx, call, 1));
    } catch (error) {
      if (!isInsufficientCoins(error)) throw error;
      return this.endIn(tx, call, 'insufficientCoins', null, now);
    }
    const low = balance < call.pricePerMinute;
    const updated = await updateCall(tx, call.id, {
      state: 'connected',
      answeredAt: new Date(now),
      minutesBilled: 1,
      nextChargeAt: new Date(now + this.deps.minuteMs),
      coinsLowAt: low ? new Date(now) : null,
      callerOutcome: 'connected',
      calleeOutcome: 'connected',
    });
    return {
      call: updated,
      effects: [...this.stateEffects(updated, now), ...this.billedEffects(updated, balance, low)],
    };
  }

  /**
   * A call that starts connected (a match made into a call): its first minute charged now, at the terms it was
   * inserted with. A caller who cannot pay it gets `insufficientCoins`, and the transaction keeps nothing.
   */
  async connectedIn(tx: Db, call: CallRow, now: number): Promise<Step> {
    const { balance } = await chargeMinute(this.deps.ledger, tx, call, 1);
    const updated = await updateCall(tx, call.id, {
      minutesBilled: 1,
      nextChargeAt: new Date(now + this.deps.minuteMs),
      coinsLowAt: balance < call.pricePerMinute ? new Date(now) : null,
      callerOutcome: 'connected',
      calleeOutcome: 'connected',
    });
    return {
      call: updated,
      effects: [
        () => this.deps.presence.setBusy(call.callerId, true),
        () => this.deps.presence.setBusy(call.calleeId, true),
        ...this.stateEffects(updated, now),
        ...this.billedEffects(updated, balance, false),
      ],
    };
  }

  /** Charges the minute that starts now; ends the call when the caller cannot pay it. */
  async chargeNextIn(tx: Db, call: CallRow, now: number): Promise<Step> {
    const minute = call.minutesBilled + 1;
    let balance: number;
    try {
      ({ balance } = await chargeMinute(this.deps.ledger, tx, call, minute));
    } catch (error) {
      if (!isInsufficientCoins(error)) throw error;
      return this.endIn(tx, call, 'coinsDepleted', null, now);
    }
    const low = balance < call.pricePerMinute;
    const updated = await updateCall(tx, call.id, {
      minutesBilled: minute,
      // From the schedule, not the clock: a late pass (a restart) does not shift the minutes that follow.
      nextChargeAt: new Date(call.nextChargeAt!.getTime() + this.deps.minuteMs),
      coinsLowAt: low ? (call.coinsLowAt ?? new Date(now)) : null,
    });
    return { call: updated, effects: this.billedEffects(updated, balance, low && !call.coinsLowAt) };
  }

  /**
   * Charges the minutes of a connected call that have started by `now` and are not charged yet (none unless a
   * scheduler pass is late). A minute the caller cannot pay is left: the call is ending anyway.
   */
  async chargeStartedIn(tx: Db, call: CallRow, now: number): Promise<Step> {
    let row = call;
    const effects: Effect[] = [];
    while (row.state === 'connected' && row.nextChargeAt && row.nextChargeAt.getTime() <= now) {
      const minute = row.minutesBilled + 1;
      let balance: number;
      try {
        ({ balance } = await chargeMinute(this.deps.ledger, tx, row, minute));
      } catch (error) {
        if (!isInsufficientCoins(error)) throw error;
        break;
      }
      row = await updateCall(tx, row.id, {
        minutesBilled: minute,
        nextChargeAt: new Date(row.nextChargeAt.getTime() + this.deps.minuteMs),
      });
      effects.push(...this.billedEffects(row, balance, false));
    }
    return { call: row, effects };
  }

  async endIn(tx: Db, call: CallRow, reason: CallEndReason, by: number | null, now: number): Promise<Step> {
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
    await this.tellEnded(tx, updated);
    return {
      call: updated,
      effects: [
        () => this.deps.presence.setBusy(call.callerId, false),
        () => this.deps.presence.setBusy(call.calleeId, false),
        ...this.stateEffects(updated, now),
      ],
    };
  }

  /** The ending told to `endings` in a savepoint: what they write commits with the call, a failure only logs. */
  private async tellEnded(tx: Db, call: CallRow): Promise<void> {
    const { endings, log } = this.deps;
    if (!endings || !call.callerOutcome || !call.calleeOutcome) return;
    const endedAt = call.endedAt!.getTime();
    const answeredAt = call.answeredAt?.getTime();
    const ended = {
      callId: call.id,
      callerId: call.callerId,
      calleeId: call.calleeId,
      media: call.media,
      durationSec: answeredAt === undefined ? 0 : Math.max(0, Math.floor((endedAt - answeredAt) / 1000)),
      answered: answeredAt !== undefined,
      callerOutcome: call.callerOutcome,
      calleeOutcome: call.calleeOutcome,
      endedAt,
    };
    try {
      await tx.transaction((savepoint) => endings.callEndedIn(savepoint, ended));
    } catch (error) {
      log.error({ err: error, callId: call.id }, 'telling a call’s end failed; the call ends without it');
    }
  }

  stateEffects(call: CallRow, now: number): Effect[] {
    return [call.callerId, call.calleeId].map(
      (userId) => () =>
        this.deps.notifier.sendToUser(userId, { type: 'callState', call: recordFor(call, userId, now) }),
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
      () => this.deps.notifier.sendToUser(call.callerId, { ...base, balance }),
      () =>
        this.deps.notifier.sendToUser(call.calleeId, {
          ...base,
          points: call.minutesBilled * call.pointsPerMinute,
        }),
    ];
    if (warn) {
      // Both sides are told (spec §8); the call ends when the paid minute is over unless coins arrive by then.
      for (const userId of [call.callerId, call.calleeId])
        effects.push(() =>
          this.deps.notifier.sendToUser(userId, {
            type: 'callCoinsRunningOut',
            roomNum: call.roomNum,
            code: BUSINESS_CODES.callCoinsRunningOut,
            endsAt: nextChargeAt,
          }),
        );
    }
    return effects;
  }
}
