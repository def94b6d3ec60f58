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
  'app:home.signupBonus': { coins: COIN_PROMOTIONS.signupBonusCoins },
  'app:hosts.callSettings.priceRange': {
    min: WALL_LIMITS.minPricePerMinute,
    max: WALL_LIMITS.maxPricePerMinute,
  },
  'base:session.accountBlocked': { hours: ACCOUNT_BLOCK_HOURS },
  'base:call.coinsRunningOut': { count: CALL_BILLING.depletionGraceSeconds / SECONDS_PER_MINUTE },
  'base:profile.underAge': { age: PROFILE_LIMITS.minAge },
  'base:profile.confirmAge': { age: PROFILE_LIMITS.minAge },
  'base:profile.maxLanguages': { max: PROFILE_LIMITS.maxLanguages },
  'base:profile.maxInterests': { max: PROFILE_LIMITS.maxInterests },
  'base:upload.imageTooLarge': { megabytes: PROFILE_LIMITS.maxImageBytes / BYTES_PER_MEGABYTE },
  'base:upload.videoTooLarge': { megabytes: PROFILE_LIMITS.maxVideoBytes / BYTES_PER_MEGABYTE },
  'base:upload.videoTooLong': { seconds: PROFILE_LIMITS.maxVideoSeconds },
  'base:validation.passwordLength': { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max },
  'base:validation.reportTooLong': { max: REPORT_TEXT_MAX_LENGTH },
  'base:phone.passwordTooShort': { min: PASSWORD_LENGTH.phoneMin },
  'base:binding.rebindLocked': { days: REBIND_LOCK_DAYS },
  'shop:bubble': { percent: COIN_PROMOTIONS.shopBubbleMaxExtraPercent },
  'shop:firstPurchaseBonus': { coins: COIN_PROMOTIONS.firstPurchaseBonusCoins },
  'shop:refund.promise': { days: REFUND_POLICY.cardRefundDays },
  'webChat:report.commentHint': { max: REPORT_TEXT_MAX_LENGTH },
  'live:match.faceToFaceCost': { coins: COIN_PROMOTIONS.faceToFaceCoins },
} as const satisfies Record<string, Record<string, number>>;

export type MessageWithValues = keyof typeof MESSAGE_VALUES;
