import { BUSINESS_CODES } from '@aura/contracts';
import { GatewayError } from '../../protocol/errors.ts';
import { insufficientCoins } from '../ledger/index.ts';
import type { QuotaRefusal } from './quota.ts';

export function matchError(code: number, message: string, data?: unknown): GatewayError {
  return new GatewayError(code, message, data);
}

export const matchNotFound = () => matchError(BUSINESS_CODES.matchNotFound, 'No such match.');

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
export class PairRefused extends Error {
  constructor(
    readonly userId: number,
    readonly error: GatewayError,
  ) {
    super('pair refused');
  }
}
