import {
  BUSINESS_CODES,
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  RESULT_CODES,
  SESSION_EXPIRED_HTTP_STATUS,
} from '@aura/contracts';
import { MESSAGE_VALUES } from '@aura/i18n-catalog';
import type { ErrorLike, Message } from './message.ts';

const base = (key: string, values?: Message['values']): Message => (values ? { key, values } : { key });
const withValues = <K extends keyof typeof MESSAGE_VALUES>(key: K): Message => ({
  key,
  values: MESSAGE_VALUES[key],
});

/**
 * The spec's wording (§8) for every business code, so that any screen (sign-in, profile, binding, calls, matching)
 * shows one text per code. Codes the spec words are in the `base` namespace; the few it does not word are the
 * auth screens' own (`app:auth.…`).
 */
export const ERROR_MESSAGES: Readonly<Record<number, Message>> = {
  // E-mail.
  [BUSINESS_CODES.emailRegistrationClosed]: base('base:email.registrationClosed'),
  [BUSINESS_CODES.emailAlreadyUsed]: base('base:email.alreadyUsed'),
  [BUSINESS_CODES.accountNotFound]: base('base:signIn.accountNotFound'),
  [BUSINESS_CODES.userNotFound]: base('base:signIn.accountNotFound'),
  [BUSINESS_CODES.emailNotVerified]: base('app:auth.email.errors.notVerified'),
  [BUSINESS_CODES.registrationNotFound]: base('app:auth.email.errors.registrationExpired'),
  [BUSINESS_CODES.invalidCredentials]: base('base:signIn.invalidCredentials'),
  [BUSINESS_CODES.linkInvalid]: base('app:auth.email.errors.linkInvalid'),
  [BUSINESS_CODES.passwordAlreadySet]: base('app:auth.email.errors.passwordAlreadySet'),
  [BUSINESS_CODES.passwordTooCommon]: base('base:validation.passwordTooCommon'),
  // Phone.
  [BUSINESS_CODES.phoneInvalid]: base('base:phone.invalidNumber'),
  [BUSINESS_CODES.codeIncorrect]: base('base:phone.incorrectCode'),
  [BUSINESS_CODES.codeExpired]: base('base:phone.expiredCode'),
  [BUSINESS_CODES.tooManyCodeRequests]: base('base:phone.tooManyCodeRequests'),
  [BUSINESS_CODES.tooManyOperations]: base('base:phone.tooManyOperations'),
  [BUSINESS_CODES.dailyCodeLimit]: base('base:phone.dailyLimitReached'),
  [BUSINESS_CODES.tooManyWrongCodes]: base('base:phone.tooManyWrongCodes'),
  [BUSINESS_CODES.wrongPassword]: base('base:phone.wrongPassword'),
  [BUSINESS_CODES.tooManyWrongPasswords]: base('base:phone.tooManyWrongPasswords'),
  [BUSINESS_CODES.resetTimedOut]: base('base:phone.resetTimedOut'),
  [BUSINESS_CODES.phoneRegistrationDisabled]: base('base:phone.registrationDisabled'),
  [BUSINESS_CODES.phoneRegistrationUnavailable]: base('base:phone.registrationUnavailable'),
  [BUSINESS_CODES.passwordNotSet]: base('app:auth.phone.errors.passwordNotSet'),
  // Profile completion.
  [BUSINESS_CODES.nicknameSensitive]: base('base:profile.nicknameSensitiveWords'),
  [BUSINESS_CODES.nicknameInvalid]: base('base:profile.nicknameForbiddenCharacters'),
  [BUSINESS_CODES.underAge]: withValues('base:profile.underAge'),
  [BUSINESS_CODES.genderLocked]: base('base:profile.cannotChangeAfterSelection'),
  [BUSINESS_CODES.birthdayLocked]: base('base:profile.cannotChangeAfterSelection'),
  [BUSINESS_CODES.adultConfirmationRequired]: base('app:auth.profile.errors.confirmAdult', {
    age: PROFILE_LIMITS.minAge,
  }),
  // Binding.
  [BUSINESS_CODES.bindSameValue]: base('base:binding.sameValue'),
  [BUSINESS_CODES.bindLocked]: withValues('base:binding.rebindLocked'),
  [BUSINESS_CODES.bindTakeoverNeedsConfirmation]: base('base:binding.takeOverWarning'),
  // Social sign-in and auto-login.
  [BUSINESS_CODES.oauthPermissionRequired]: base('base:signIn.googlePermission'),
  [BUSINESS_CODES.oauthFailed]: base('app:auth.login.errors.socialFailed'),
  [BUSINESS_CODES.autoLoginInvalid]: base('app:auth.login.errors.autoLoginInvalid'),
  // Coins.
  [BUSINESS_CODES.insufficientCoins]: base('base:coins.insufficient'),
  // Calls (spec §4, §8).
  [BUSINESS_CODES.calleeBusy]: base('base:call.calleeBusy'),
  [BUSINESS_CODES.calleeOffline]: base('base:call.calleeOffline'),
  [BUSINESS_CODES.callSelf]: base('base:call.callSelf'),
  [BUSINESS_CODES.videoFriendsOnly]: base('base:call.videoFriendsOnly'),
  [BUSINESS_CODES.userBlocked]: base('base:call.userBlocked'),
  [BUSINESS_CODES.callNotFound]: base('base:call.callNotFound'),
  [BUSINESS_CODES.callStateConflict]: base('base:call.callStateConflict'),
  [BUSINESS_CODES.callerBusy]: base('base:call.callerBusy'),
  [BUSINESS_CODES.callCoinsRunningOut]: withValues('base:call.coinsRunningOut'),
  // Random matching (spec §4, §8).
  [BUSINESS_CODES.dailyMeetChanceUsedUp]: base('base:match.dailyChanceUsedUp'),
  [BUSINESS_CODES.matchLimitUsedUp]: base('base:match.limitReached'),
  [BUSINESS_CODES.matchNotFound]: base('base:match.notFound'),
  [BUSINESS_CODES.matchWhileInCall]: base('base:call.callerBusy'),
  // Call settings (an Aura extension).
  [BUSINESS_CODES.notAHost]: base('app:hosts.callSettings.notAHost'),
  // Profiles and their photos (issue 14): the words @aura/profile shows.
  [BUSINESS_CODES.imageTooLarge]: base('base:upload.imageTooLarge', {
    megabytes: PROFILE_LIMITS.maxImageBytes / (1024 * 1024),
  }),
  [BUSINESS_CODES.imageFormatUnsupported]: base('base:upload.unsupportedFormat'),
  [BUSINESS_CODES.mediaNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.tooManyPhotos]: base('profile:album.full', {
    count: PROFILE_LIMITS.maxPhotos,
    max: PROFILE_LIMITS.maxPhotos,
  }),
  // Age assurance (issue 14, docs/kyc.md): the hold is told wherever it stops someone (base namespace).
  [BUSINESS_CODES.kycRequired]: base('base:kyc.required'),
  [BUSINESS_CODES.kycNoFace]: base('profile:kyc.noFace'),
  [BUSINESS_CODES.kycNotApplicable]: base('base:errors.generic'),
  [BUSINESS_CODES.kycProviderUnavailable]: base('profile:kyc.providerUnavailable'),
  [BUSINESS_CODES.videoTooLarge]: base('base:upload.videoTooLarge', {
    megabytes: PROFILE_LIMITS.maxVideoBytes / (1024 * 1024),
  }),
  [BUSINESS_CODES.videoFormatUnsupported]: base('base:upload.videoUnsupportedFormat'),
  [BUSINESS_CODES.videoTooLong]: withValues('base:upload.videoTooLong'),
  // A frame of a call is taken in the background: nothing the user reads.
  [BUSINESS_CODES.snapshotTooSoon]: base('base:errors.generic'),
  // Friends and messages (issue 13): the words @aura/im shows.
  [BUSINESS_CODES.friendSelf]: base('base:friends.cannotAddSelf'),
  [BUSINESS_CODES.friendRequestNotFound]: base('webChat:friends.requestGone'),
  [BUSINESS_CODES.notFriends]: base('webChat:chat.notFriends'),
  [BUSINESS_CODES.sayHiLimitReached]: base('base:sayHi.dailyLimitReached'),
  [BUSINESS_CODES.chatLocked]: base('webChat:chat.lockedUntilReply'),
  [BUSINESS_CODES.messageIdConflict]: base('base:errors.generic'),
  [BUSINESS_CODES.imageBeforeReply]: base('webChat:chat.photosLocked'),
  [BUSINESS_CODES.translationLimitReached]: base('base:translation.dailyLimitReached'),
  [BUSINESS_CODES.translationUnavailable]: base('webChat:chat.translationUnavailable'),
  [BUSINESS_CODES.messageNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.onlineReminderLimitReached]: base('base:onlineReminder.limitReached'),
  // The shop (issue 12).
  [BUSINESS_CODES.packNotFound]: base('base:purchase.failed'),
  [BUSINESS_CODES.orderNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.subscriptionHeld]: base('base:purchase.subscriptionAlreadyActive'),
  [BUSINESS_CODES.planNotFound]: base('base:purchase.failed'),
  [BUSINESS_CODES.subscriptionNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.orderNotRefundable]: base('base:purchase.onlyLastRecurringRefundable'),
  [BUSINESS_CODES.captchaIncorrect]: base('base:errors.incorrectVerificationCode'),
  [BUSINESS_CODES.refundReportExists]: base('shop:refund.alreadyReported'),
  // Adding a card (paymentInfoAdd): the page shows these only when the shop's PSP has no setup flow, or a setup or
  // card went away meanwhile.
  [BUSINESS_CODES.cardSetupUnavailable]: base('base:errors.generic'),
  [BUSINESS_CODES.cardSetupNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.cardNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.methodNotOffered]: base('base:purchase.failed'),
  // Gifts and rewards (issue 15): @aura/gifts and @aura/rewards say their own refusals; these stand in elsewhere.
  [BUSINESS_CODES.giftNotFound]: base('base:gift.sendFailed'),
  [BUSINESS_CODES.giftSendFailed]: base('base:gift.sendFailed'),
  [BUSINESS_CODES.backpackEmpty]: base('base:gift.sendFailed'),
  [BUSINESS_CODES.giftSendIdConflict]: base('base:gift.sendFailed'),
  // The check-in popup says it with the time left (`secondsLeft`), which a message here would not know.
  [BUSINESS_CODES.checkedInToday]: base('base:errors.generic'),
  [BUSINESS_CODES.checkedInOtherAccount]: base('wheel:checkIn.otherAccount'),
  [BUSINESS_CODES.firstWeekBonusEnded]: base('wheel:checkIn.firstWeekEnded'),
  [BUSINESS_CODES.missionNotFound]: base('base:errors.generic'),
  [BUSINESS_CODES.missionNotCompleted]: base('base:errors.generic'),
  [BUSINESS_CODES.missionClaimed]: base('base:errors.generic'),
  // The card page (@aura/profile) says its own refusals of a like.
  [BUSINESS_CODES.likeSelf]: base('base:errors.generic'),
  [BUSINESS_CODES.likeNotAllowed]: base('base:errors.generic'),
  // Bans and session trouble met while signing in.
  [RESULT_CODES.accountBanned]: base('base:signIn.accountBanned'),
  [RESULT_CODES.deviceBanned]: base('base:signIn.deviceBanned'),
  [RESULT_CODES.accountAndDeviceBanned]: base('base:signIn.accountAndDeviceBanned'),
  [RESULT_CODES.updateFailed]: base('base:session.updateFailed'),
  [RESULT_CODES.activeOnAnotherDevice]: base('base:session.activeOnAnotherDevice'),
  [RESULT_CODES.reloginRequired]: base('base:session.reloginRequired'),
  [SESSION_EXPIRED_HTTP_STATUS]: base('base:session.loginExpired'),
  [RESULT_CODES.dataInvalid]: base('base:errors.dataInvalid'),
  [PROTOCOL_ERRORS.rateLimited]: base('base:phone.tooManyOperations'),
};

const GENERIC: Message = base('base:errors.generic');
const CONNECTION: Message = base('base:errors.connection');
const NO_ANSWER_REASONS = new Set(['network', 'timeout']);

/** Refusals that pass for now: with the wait the gateway named, the message says how long it is. */
const WAIT_CODES = new Set<number>([BUSINESS_CODES.tooManyOperations, PROTOCOL_ERRORS.rateLimited]);

/** "Too many attempts. Please try again in 7 min." (seconds under a minute), from `data.retryAfterSeconds`. */
function waitMessage(data: unknown): Message | undefined {
  const seconds = (data as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const whole = Math.ceil(seconds);
  return whole < 60
    ? base('base:phone.tooManyOperationsSeconds', { seconds: whole })
    : base('base:phone.tooManyOperationsMinutes', { minutes: Math.ceil(whole / 60) });
}

/** The message a failed call shows: the spec's wording for its code, a connection error, or the generic one. */
export function messageFor(error: ErrorLike): Message {
  if (error.reason && NO_ANSWER_REASONS.has(error.reason)) return CONNECTION;
  if (WAIT_CODES.has(error.code)) return waitMessage(error.data) ?? ERROR_MESSAGES[error.code]!;
  return ERROR_MESSAGES[error.code] ?? GENERIC;
}
