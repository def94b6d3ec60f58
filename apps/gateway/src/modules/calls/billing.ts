import type { Db } from '../../db/database.ts';
import { callMinuteKey, type LedgerService, type MinuteCharged } from '../ledger/index.ts';
import type { CallRow } from './queries.ts';

/** The ledger key of one minute of one call: charging it twice is impossible, whoever tries. */
export const minuteKey = callMinuteKey;

/**
 * Charges minute `minute` (1 is the first, charged on answer) of the call through the ledger, at the price and
 * points the call fixed when it started. Refused with `insufficientCoins` (nothing moves) when the caller's coins
 * cannot pay it. Runs in the caller's transaction (a savepoint), so a refusal leaves the call's own changes to it.
 */
export function chargeMinute(
  ledger: LedgerService,
  db: Db,
  call: CallRow,
  minute: number,
): Promise<MinuteCharged> {
  return ledger.chargeCallMinute(
    {
      callId: call.id,
      minute,
      callerId: call.callerId,
      calleeId: call.calleeId,
      pricePerMinute: call.pricePerMinute,
      pointsPerMinute: call.pointsPerMinute,
    },
    db,
  );
}
