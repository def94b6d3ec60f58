/**
 * Business constants and limits of spec §9. Everything that is a number in the spec lives here once; the rest of
 * the repo imports it.
 */

/** `platformType` of the web client in every envelope. */
export const PLATFORM_TYPE = 4;

export const TIMEOUTS = {
  /** Every gateway call. */
  requestMs: 50_000,
  /** A lazily loaded script chunk. */
  chunkLoadMs: 120_000,
  /** Ringing and message sounds load this long after start. */
  audioLoadDelayMs: 2_000,
} as const;

/** Identifier and login cookies (userId, loginToken, deviceId, nonce) last this long. */
export const COOKIE_LIFETIME_DAYS = 365;

/** Length of the random client nonce. */
export const NONCE_LENGTH = 8;

/** Key of daily local counters; daily tasks reset at UTC midnight. */
export const DAILY_COUNTER_KEY_FORMAT = 'YYYY-MM-DD';

export const PASSWORD_LENGTH = {
  /**
   * E-mail sign-up and in-app password: the spec's minimum, and room for a passphrase (NIST SP 800-63B: at least
   * 64). The spec's 16 turned passphrases away while it let `123456` in; common passwords are refused instead
   * (common-passwords.ts).
   */
  min: 6,
  max: 64,
  /** Phone-login password. */
  phoneMin: 8,
} as const;

export const PROFILE_LIMITS = {
  maxLanguages: 3,
  maxInterests: 5,
  /** Users under this age are refused. */
  minAge: 18,
  /** The birthday may be changed this many times. */
  birthdayChanges: 1,
  /** Uploaded images, "5M". */
  maxImageBytes: 5 * 1024 * 1024,
  /** Photos in a user's album, whatever their review state (an Aura choice; the spec names no number). */
  maxPhotos: 9,
  /** The bio, in characters (an Aura choice). */
  maxBioLength: 300,
  /** A video story's file (an Aura choice; the spec names no size). */
  maxVideoBytes: 8 * 1024 * 1024,
  /** A video story's length, in seconds (an Aura choice). */
  maxVideoSeconds: 30,
  /** Approved videos kept: a new approved one replaces the oldest beyond this (spec §4). */
  maxVideos: 3,
} as const;

/**
 * Video snapshots during calls (docs/profiles.md "Video snapshots"): a frame of one's own camera every `intervalMs`
 * of a connected video call, kept `retentionDays` for moderation, an image like any other (at most 5 MB).
 */
export const SNAPSHOT_LIMITS = {
  intervalMs: 60_000,
  retentionDays: 30,
  maxBytes: PROFILE_LIMITS.maxImageBytes,
} as const;

/** What a host's earnings screen shows: her last `days` days, and her last `calls` paid calls. */
export const HOST_EARNINGS_LIMITS = {
  days: 30,
  calls: 50,
} as const;

/**
 * Age assurance by photo (spec §3 KYC config, §6): the popup takes `photoNum` photos `photoIntervalMs` apart; an
 * estimate under `documentBelowAge` sends the user on to a document check, since open models err by 4–5 years.
 */
export const KYC_LIMITS = {
  photoNum: 3,
  photoIntervalMs: 800,
  documentBelowAge: 25,
  /** One camera photo, as JPEG. */
  maxPhotoBytes: 2 * 1024 * 1024,
} as const;

/** A report comment is optional and at most this many letters. */
export const REPORT_TEXT_MAX_LENGTH = 200;

/** An e-mail or phone linked elsewhere cannot be moved for this many days. */
export const REBIND_LOCK_DAYS = 7;

/** A blocked account is blocked this long, then continues as a visitor. */
export const ACCOUNT_BLOCK_HOURS = 48;

export const CALL_BILLING = {
  /** Calls are billed per started minute; under a minute bills as one. */
  billedUnitSeconds: 60,
  /** A call whose next minute cannot be paid ends this long after the warning. */
  depletionGraceSeconds: 60,
} as const;

export const COIN_PROMOTIONS = {
  signupBonusCoins: 120,
  firstPurchaseBonusCoins: 100,
  shopBubbleMaxExtraPercent: 20,
  /** Face to Face spends these coins per time; they count only if the user goes on to call. */
  faceToFaceCoins: 5,
} as const;

export const REFUND_POLICY = {
  /** Promised refund time for card orders. */
  cardRefundDays: 14,
  /** Only the last recurring purchase of a subscription is refundable. */
  refundableRecurringPurchases: 1,
} as const;

/** Per-placement configuration of cards, search and matching (spec §9, "Config"). */
export const PLACEMENT_CONFIG = {
  cards: {
    locations: [130, 131, 132],
    countdownSeconds: 10,
    fakeCallPageSeconds: 30,
    unitPrice: 80,
    playWayPrice: 0,
  },
  search: {
    locations: [136, 137, 138],
    countdownSeconds: 10,
    fakeCallPageSeconds: 30,
    unitPrice: 80,
  },
  matching: {
    locations: [254, 115, 263],
    normalPrice: 20,
    embedPrice: 20,
    autoNextVideoSeconds: 8,
    nextButtonCountdownSeconds: 5,
    countdownSeconds: 10,
    fakeCallPageSeconds: 30,
  },
} as const;

/** Viewports narrower than this many CSS pixels are mobile; wider touch devices are tablets. */
export const MOBILE_MAX_WIDTH_PX = 580;
