import { BUSINESS_CODES } from '@aura/contracts';

/** The catalog key of a refusal's words (spec §8 where it has them); anything else is the generic apology. */
const KEYS: Record<number, string> = {
  [BUSINESS_CODES.notFriends]: 'webChat:chat.notFriends',
  [BUSINESS_CODES.chatLocked]: 'webChat:chat.lockedUntilReply',
  [BUSINESS_CODES.sayHiLimitReached]: 'base:sayHi.dailyLimitReached',
  [BUSINESS_CODES.userBlocked]: 'webChat:chat.blocked',
  [BUSINESS_CODES.friendSelf]: 'base:friends.cannotAddSelf',
  [BUSINESS_CODES.insufficientCoins]: 'base:coins.insufficientForFriendAdd',
  [BUSINESS_CODES.userNotFound]: 'webChat:friends.notFound',
  [BUSINESS_CODES.friendRequestNotFound]: 'webChat:friends.requestGone',
  [BUSINESS_CODES.imageBeforeReply]: 'webChat:chat.photosLocked',
  [BUSINESS_CODES.translationLimitReached]: 'base:translation.dailyLimitReached',
  [BUSINESS_CODES.translationUnavailable]: 'webChat:chat.translationUnavailable',
  [BUSINESS_CODES.onlineReminderLimitReached]: 'base:onlineReminder.limitReached',
  [BUSINESS_CODES.imageTooLarge]: 'base:upload.imageTooLarge',
  [BUSINESS_CODES.imageFormatUnsupported]: 'base:upload.unsupportedFormat',
};

export function imMessageKey(code: number): string {
  return KEYS[code] ?? 'base:errors.generic';
}
