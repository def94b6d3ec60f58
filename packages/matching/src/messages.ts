import { BUSINESS_CODES } from '@aura/contracts';
import { NO_ANSWER_CODE } from '@aura/gateway-client';

/** The i18n key of a refusal's message (spec §8 wording); undefined for codes matching has no text of its own. */
type LimitKey =
  'matching.limits.dailyUsedUp' | 'matching.limits.matchLimitUsedUp' | 'matching.limits.insufficientCoins';

export function limitMessageKey(code: number): LimitKey | undefined {
  switch (code) {
    case BUSINESS_CODES.dailyMeetChanceUsedUp:
      return 'matching.limits.dailyUsedUp';
    case BUSINESS_CODES.matchLimitUsedUp:
      return 'matching.limits.matchLimitUsedUp';
    case BUSINESS_CODES.insufficientCoins:
      return 'matching.limits.insufficientCoins';
    default:
      return undefined;
  }
}

/** Codes that refuse matching until something changes (a countdown, tomorrow, coins): shown, not retried. */
export const LIMIT_CODES: readonly number[] = [
  BUSINESS_CODES.dailyMeetChanceUsedUp,
  BUSINESS_CODES.matchLimitUsedUp,
  BUSINESS_CODES.insufficientCoins,
];

/** The i18n key of a refused beginMinCall's message (spec §8 wording, the same words a call from the wall says). */
type CallRefusalKey =
  | 'matching.limits.insufficientCoins'
  | 'base:call.videoFriendsOnly'
  | 'base:call.calleeBusy'
  | 'base:call.callerBusy'
  | 'base:call.userBlocked'
  | 'base:errors.connection'
  | 'base:errors.generic';

/**
 * Why going on into a call with the partner was refused: coins, a partner who takes video only from friends
 * (`videoFriendsOnly`, refused as a video call from the wall is), either side already in a call, no answer.
 */
export function callRefusalMessageKey(code: number): CallRefusalKey {
  switch (code) {
    case BUSINESS_CODES.insufficientCoins:
      return 'matching.limits.insufficientCoins';
    case BUSINESS_CODES.videoFriendsOnly:
      return 'base:call.videoFriendsOnly';
    case BUSINESS_CODES.calleeBusy:
      return 'base:call.calleeBusy';
    case BUSINESS_CODES.callerBusy:
      return 'base:call.callerBusy';
    case BUSINESS_CODES.userBlocked:
      return 'base:call.userBlocked';
    case NO_ANSWER_CODE:
      return 'base:errors.connection';
    default:
      return 'base:errors.generic';
  }
}
