import {
  ACCOUNT_BLOCK_HOURS,
  CALL_BILLING,
  COIN_PROMOTIONS,
  PASSWORD_LENGTH,
  PROFILE_LIMITS,
  REBIND_LOCK_DAYS,
  REFUND_POLICY,
  REPORT_TEXT_MAX_LENGTH,
  WALL_LIMITS,
} from '@aura/contracts';

const SECONDS_PER_MINUTE = 60;
const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Interpolation values of the messages whose numbers are business constants: the catalog holds `{{hours}}`, the
 * number lives only in @aura/contracts. Keyed `namespace:key`:
 * `t('base:session.accountBlocked', MESSAGE_VALUES['base:session.accountBlocked'])`.
 */
export const MESSAGE_VALUES = {
  'app:adultsOnly': { age: PROFILE_LIMITS.minAge },
  'app:home.signupBonus': {
    count: COIN_PROMOTIONS.signupBonusCoins,
    coins: COIN_PROMOTIONS.signupBonusCoins,
  },
  'app:hosts.callSettings.priceRange': {
    min: WALL_LIMITS.minPricePerMinute,
    max: WALL_LIMITS.maxPricePerMinute,
  },
  'base:session.accountBlocked': { count: ACCOUNT_BLOCK_HOURS, hours: ACCOUNT_BLOCK_HOURS },
  'base:call.coinsRunningOut': { count: CALL_BILLING.depletionGraceSeconds / SECONDS_PER_MINUTE },
  'base:profile.underAge': { count: PROFILE_LIMITS.minAge, age: PROFILE_LIMITS.minAge },
  'base:profile.confirmAge': { age: PROFILE_LIMITS.minAge },
  'base:profile.maxLanguages': { count: PROFILE_LIMITS.maxLanguages, max: PROFILE_LIMITS.maxLanguages },
  'base:profile.maxInterests': { count: PROFILE_LIMITS.maxInterests, max: PROFILE_LIMITS.maxInterests },
  'base:upload.imageTooLarge': { megabytes: PROFILE_LIMITS.maxImageBytes / BYTES_PER_MEGABYTE },
  'base:upload.videoTooLarge': { megabytes: PROFILE_LIMITS.maxVideoBytes / BYTES_PER_MEGABYTE },
  'base:upload.videoTooLong': {
    count: PROFILE_LIMITS.maxVideoSeconds,
    seconds: PROFILE_LIMITS.maxVideoSeconds,
  },
  'base:validation.passwordLength': {
    count: PASSWORD_LENGTH.max,
    min: PASSWORD_LENGTH.min,
    max: PASSWORD_LENGTH.max,
  },
  'base:validation.reportTooLong': { count: REPORT_TEXT_MAX_LENGTH, max: REPORT_TEXT_MAX_LENGTH },
  'base:phone.passwordTooShort': { count: PASSWORD_LENGTH.phoneMin, min: PASSWORD_LENGTH.phoneMin },
  'base:binding.rebindLocked': { count: REBIND_LOCK_DAYS, days: REBIND_LOCK_DAYS },
  'shop:bubble': { percent: COIN_PROMOTIONS.shopBubbleMaxExtraPercent },
  'shop:firstPurchaseBonus': {
    count: COIN_PROMOTIONS.firstPurchaseBonusCoins,
    coins: COIN_PROMOTIONS.firstPurchaseBonusCoins,
  },
  'shop:refund.promise': { count: REFUND_POLICY.cardRefundDays, days: REFUND_POLICY.cardRefundDays },
  'webChat:report.commentHint': { count: REPORT_TEXT_MAX_LENGTH, max: REPORT_TEXT_MAX_LENGTH },
  'live:match.faceToFaceCost': {
    count: COIN_PROMOTIONS.faceToFaceCoins,
    coins: COIN_PROMOTIONS.faceToFaceCoins,
  },
} as const satisfies Record<string, Record<string, number>>;

export type MessageWithValues = keyof typeof MESSAGE_VALUES;
