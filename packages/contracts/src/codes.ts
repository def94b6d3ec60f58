/**
 * Result codes with a meaning both sides rely on (spec §7, §8). Business codes travel in `code` with HTTP 200;
 * only a missing or expired session uses an HTTP status (401).
 */
export const RESULT_CODES = {
  success: 200,
  /** A response to an encrypted request without `key` or `data`. */
  dataInvalid: 6666,
  accountBanned: 10115,
  deviceBanned: 10116,
  /** Account and device banned; the client shows the server's message. */
  accountAndDeviceBanned: 10117,
  /** Update failed; the client asks the user to log in again. */
  updateFailed: 412,
  /** A newer session replaced this one: the account is active on another device. */
  activeOnAnotherDevice: 10023,
  reloginRequired: 10101,
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;

/** HTTP status of a missing or expired session. */
export const SESSION_EXPIRED_HTTP_STATUS = 401;

export const BANNED_CODES: readonly number[] = [
  RESULT_CODES.accountBanned,
  RESULT_CODES.deviceBanned,
  RESULT_CODES.accountAndDeviceBanned,
];

export const RELOGIN_CODES: readonly number[] = [
  RESULT_CODES.updateFailed,
  RESULT_CODES.activeOnAnotherDevice,
  RESULT_CODES.reloginRequired,
];

/** What a session-level error means for the client (spec §8, "Transport and session"). */
export type SessionErrorKind = 'banned' | 'relogin' | 'expired';

/** Classifies a response by its HTTP status and business code; `undefined` when it is no session error. */
export function sessionErrorKind(httpStatus: number, code?: number): SessionErrorKind | undefined {
  if (httpStatus === SESSION_EXPIRED_HTTP_STATUS) return 'expired';
  if (code === undefined) return undefined;
  if (BANNED_CODES.includes(code)) return 'banned';
  if (RELOGIN_CODES.includes(code)) return 'relogin';
  return undefined;
}

/**
 * Business errors of Aura's own endpoints (HTTP 200, `code` says what went wrong). The client shows each with its
 * message from the i18n catalog (spec §8 wording).
 */
export const BUSINESS_CODES = {
  userNotFound: 20_404,

  // E-mail sign-in and sign-up.
  emailRegistrationClosed: 21_001,
  emailAlreadyUsed: 21_002,
  accountNotFound: 21_003,
  emailNotVerified: 21_004,
  registrationNotFound: 21_005,
  invalidCredentials: 21_006,
  linkInvalid: 21_007,
  passwordAlreadySet: 21_008,
  /** A new password that is one of the most used ones (common-passwords.ts). */
  passwordTooCommon: 21_009,

  // Phone sign-in.
  phoneInvalid: 22_001,
  codeIncorrect: 22_002,
  codeExpired: 22_003,
  tooManyCodeRequests: 22_004,
  tooManyOperations: 22_005,
  dailyCodeLimit: 22_006,
  tooManyWrongCodes: 22_007,
  wrongPassword: 22_008,
  tooManyWrongPasswords: 22_009,
  resetTimedOut: 22_010,
  phoneRegistrationDisabled: 22_011,
  phoneRegistrationUnavailable: 22_012,
  passwordNotSet: 22_013,

  // Profile completion.
  nicknameSensitive: 24_001,
  nicknameInvalid: 24_002,
  underAge: 24_003,
  genderLocked: 24_004,
  birthdayLocked: 24_005,
  adultConfirmationRequired: 24_006,

  // Binding an e-mail address or phone number.
  bindSameValue: 25_001,
  bindLocked: 25_002,
  bindTakeoverNeedsConfirmation: 25_003,

  // Social sign-in and auto-login.
  oauthPermissionRequired: 26_001,
  oauthFailed: 26_002,
  autoLoginInvalid: 26_003,

  // Coins.
  /** The balance cannot pay for it: "Insufficient Balance / You don't have enough coins." (spec §8). */
  insufficientCoins: 27_001,

  // Calls (spec §4, §7).
  /** The callee is in another call: outcome busy. */
  calleeBusy: 28_001,
  /** The callee is offline or invisible: nobody to ring. */
  calleeOffline: 28_002,
  /** Calling oneself is refused. */
  callSelf: 28_003,
  /** This host accepts video calls from friends only (spec §6). */
  videoFriendsOnly: 28_004,
  /** No call with this room number that the caller takes part in. */
  callNotFound: 28_005,
  /** The action does not fit the call's state (answering a call already over, say). */
  callStateConflict: 28_006,
  /** The caller is in another call already. */
  callerBusy: 28_007,
  /**
   * The realtime warning of a call whose next minute cannot be paid: "Insufficient coins available, your call will
   * terminate in 1 minutes." (spec §8); the call ends when the paid minute is over.
   */
  callCoinsRunningOut: 28_008,

  // Random matching (spec §4, §8).
  /** The day's matches are used up: "Daily meet chance used up; come back tomorrow." `data.resetsAt`. */
  dailyMeetChanceUsedUp: 29_001,
  /**
   * The free matches are used up and the coins do not pay the match price: "Match limit used up (continue after
   * countdown or recharge/VIP)". `data.resetsAt` ends the countdown, `data.price` is a paid match's price.
   */
  matchLimitUsedUp: 29_002,
  /** No match with this id that the caller takes part in, or it is over. */
  matchNotFound: 29_003,
  /** The user is in a call and cannot match meanwhile. */
  matchWhileInCall: 29_004,

  // Call settings (an Aura extension, docs/calls.md).
  /** Only a host (role goddess) has call prices; somebody else sent some. */
  notAHost: 30_001,

  // Reports and blocks (issue 18).
  /**
   * One of the two blocked the other: they are never matched, and neither can ring the other. The same words for
   * both sides, so the blocked user is not told who blocked them.
   */
  userBlocked: 31_001,

  // Profiles and their photos (issue 14, docs/profiles.md).
  /** "The image size is limited to 5M." (spec §8): more than `PROFILE_LIMITS.maxImageBytes`. */
  imageTooLarge: 32_001,
  /** "image format not supported" (spec §8): the bytes are no JPEG, PNG, WebP, GIF or AVIF, whatever the name. */
  imageFormatUnsupported: 32_002,
  /** No such photo of the caller's (deleting another's, or one already gone). */
  mediaNotFound: 32_003,
  /** The album holds `PROFILE_LIMITS.maxPhotos` photos already. */
  tooManyPhotos: 32_004,
  /** An age check is pending: a suspect cannot call, match or be matched until it passes (spec §6). */
  kycRequired: 32_005,
  /** None of the KYC photos shows a face the estimator can read. */
  kycNoFace: 32_006,
  /** This step of the age check does not apply now (estimating while none is asked, a document check before). */
  kycNotApplicable: 32_007,
  /** The KYC provider could not be reached or refused the request: try again later. */
  kycProviderUnavailable: 32_008,
  /** A video over `PROFILE_LIMITS.maxVideoBytes`. */
  videoTooLarge: 32_009,
  /** The bytes are no WebM or MP4 video (VP8, VP9, AV1, H.264, H.265), whatever the name. */
  videoFormatUnsupported: 32_010,
  /** A video longer than `PROFILE_LIMITS.maxVideoSeconds`. */
  videoTooLong: 32_011,
  /** A call's frame sooner than half the snapshot interval after the last one (docs/profiles.md). */
  snapshotTooSoon: 32_012,

  // Friends and messages (issue 13, docs/messages.md).
  /** Adding oneself as a friend, or writing to oneself (spec §5). */
  friendSelf: 33_001,
  /** No request with this id waits for this user. */
  friendRequestNotFound: 33_002,
  /** The two were friends and one removed the other: messages fail until they are friends again (spec §4). */
  notFriends: 33_003,
  /** The day's free say-hi conversations are used up: "Daily free say-hi limit reached." (spec §8). */
  sayHiLimitReached: 33_004,
  /** This user wrote to a non-friend who has not replied yet: the chat is locked until the reply (spec §6). */
  chatLocked: 33_005,
  /** The client message id was used already for a different message. */
  messageIdConflict: 33_006,
  /** A photo to someone who has not written back yet (spec §4: images only after a reply). */
  imageBeforeReply: 33_007,
  /** The day's translations are used up: "Daily translation limit reached (until a coin pack is bought)." (spec §8). */
  translationLimitReached: 33_008,
  /** The translation provider could not translate now; nothing was charged. */
  translationUnavailable: 33_009,
  /** No message with this seq in the user's conversation with `friendId` (or not a text). */
  messageNotFound: 33_010,
  /** The day's online reminders are used up: "online-reminder limit reached" (spec §8), until 0:00 UTC. */
  onlineReminderLimitReached: 33_011,

  // The coin shop and payments (issue 12, docs/payments.md).
  /** No such pack in the catalogue, or not in that currency. */
  packNotFound: 34_001,
  /** No order with this number of the caller's. */
  orderNotFound: 34_002,
  /** A subscription already held cannot be bought again (spec §5): one running (or cancelled, until its end). */
  subscriptionHeld: 34_003,
  /** No subscription plan with this id in the catalogue (or not in that currency). */
  planNotFound: 34_004,
  /** The caller holds no subscription that can be cancelled. */
  subscriptionNotFound: 34_005,
  /** Not refundable: not paid, or a subscription's period with a later one paid (spec §9: only the last). */
  orderNotRefundable: 34_006,
  /** A refund report's captcha answered wrong, or expired (spec §5: "Incorrect verification code, please try again."). */
  captchaIncorrect: 34_007,
  /** The order has a refund report already (one per order). */
  refundReportExists: 34_008,
  /** The shop's PSP cannot save a card without a purchase (paymentInfoAdd: Verotel has no setup flow). */
  cardSetupUnavailable: 34_601,
  /** No card setup with this number of the caller's. */
  cardSetupNotFound: 34_602,
  /** No saved card with this id of the caller's. */
  cardNotFound: 34_603,
  /** The way to pay chosen in the app (wallet, voucher) is not one the shop's PSP offers. */
  methodNotOffered: 34_604,

  // Gifts and the backpack (issue 15, docs/gifts.md).
  /** No gift with this id in the catalogue. */
  giftNotFound: 35_001,
  /** The gift cannot go to this user (oneself, nobody, a block): "Gift send failed." (spec §8). */
  giftSendFailed: 35_002,
  /** The backpack holds none of this gift. */
  backpackEmpty: 35_003,
  /** The send id was used already for a different gift. */
  giftSendIdConflict: 35_004,

  // Rewards: check-in, daily tasks, missions (issue 15, docs/rewards.md).
  /** "Already checked in today": data `{ secondsLeft }` until 0:00 UTC, when the next check-in opens (spec §8). */
  checkedInToday: 36_001,
  /** "Already checked in with another account": this device checked in today for another account (spec §8). */
  checkedInOtherAccount: 36_002,
  /** "First-week bonus ended": the week is over and the user is not VIP (spec §8). */
  firstWeekBonusEnded: 36_003,
  /** No task or mission with this id. */
  missionNotFound: 36_004,
  /** The task or mission is not completed (today, for a daily task). */
  missionNotCompleted: 36_005,
  /** The task or mission was claimed already (today, for a daily task): nothing is paid twice. */
  missionClaimed: 36_006,

  // The card route's likes (issue 14, docs/profiles.md "The card").
  /** A like (or a pass) of oneself. */
  likeSelf: 37_001,
  /** A like (or a pass) of someone either side blocked, or who is no one. */
  likeNotAllowed: 37_002,
} as const;
export type BusinessCodeName = keyof typeof BUSINESS_CODES;
