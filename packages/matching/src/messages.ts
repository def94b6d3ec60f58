import { BUSINESS_CODES } from '@aura/contracts';

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
