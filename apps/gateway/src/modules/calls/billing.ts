import type { Db } from '../../db/database.ts';
import { balanceAfter, post, type PostedTransaction, type Posting } from '../ledger/service.ts';
import type { CallRow } from './queries.ts';

/** The ledger key of one minute of one call: charging it twice is impossible, whoever tries. */
export function minuteKey(callId: number, minute: number): string {
  return `call:${callId}:${minute}`;
}

export interface MinuteCharged {
  transaction: PostedTransaction;
  /** The caller's coins after the charge. */
  balance: number;
}

/**
 * Charges minute `minute` (1 is the first, charged on answer) of the call: the caller's coins go to revenue and,
 * in the same ledger transaction, the callee earns the call's points per minute. Refused with `insufficientCoins`
 * (nothing moves) when the caller's coins cannot pay it. Runs in the caller's transaction (a savepoint), so a
 * refusal leaves the call's own changes to the caller.
 */
export async function chargeMinute(db: Db, call: CallRow, minute: number): Promise<MinuteCharged> {
  const postings: Posting[] = [
    { account: { userId: call.callerId, currency: 'coin' }, amount: -call.pricePerMinute },
    { account: { system: 'revenue', currency: 'coin' }, amount: call.pricePerMinute },
  ];
  if (call.pointsPerMinute > 0) {
    postings.push(
      { account: { system: 'host_earnings', currency: 'point' }, amount: -call.pointsPerMinute },
      { account: { userId: call.calleeId, currency: 'point' }, amount: call.pointsPerMinute },
    );
  }
  const transaction = await post(db, {
    idempotencyKey: minuteKey(call.id, minute),
    kind: 'call_minute',
    memo: `call ${call.id} minute ${minute}`,
    postings,
  });
  return { transaction, balance: balanceAfter(transaction, call.callerId) };
}
