import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import type { EditField, MessageRef } from './slice.ts';

const MEGABYTE = 1024 * 1024;

export const imageTooLarge: MessageRef = {
  key: 'base:upload.imageTooLarge',
  values: { megabytes: PROFILE_LIMITS.maxImageBytes / MEGABYTE },
};
export const generic: MessageRef = { key: 'base:errors.generic' };

/** Which field a refusal of the edit belongs to, and its words (spec §8 where the spec has them). */
export function editRefusal(error: unknown): { field: EditField; error: MessageRef } {
  const code = error instanceof GatewayCallError ? error.code : undefined;
  switch (code) {
    case BUSINESS_CODES.nicknameSensitive:
      return { field: 'nickname', error: { key: 'base:profile.nicknameSensitiveWords' } };
    case BUSINESS_CODES.nicknameInvalid:
      return { field: 'nickname', error: { key: 'base:profile.nicknameForbiddenCharacters' } };
    case BUSINESS_CODES.genderLocked:
      return { field: 'gender', error: { key: 'base:profile.cannotChangeAfterSelection' } };
    case BUSINESS_CODES.birthdayLocked:
      return { field: 'birthday', error: { key: 'base:profile.cannotChangeAfterSelection' } };
    case BUSINESS_CODES.underAge:
      return {
        field: 'birthday',
        error: {
          key: 'base:profile.underAge',
          values: { count: PROFILE_LIMITS.minAge, age: PROFILE_LIMITS.minAge },
        },
      };
    default:
      return { field: 'form', error: generic };
  }
}

/** The words of a refused upload. */
export function uploadRefusal(error: unknown): MessageRef {
  const code = error instanceof GatewayCallError ? error.code : undefined;
  if (code === BUSINESS_CODES.imageTooLarge) return imageTooLarge;
  if (code === BUSINESS_CODES.imageFormatUnsupported) return { key: 'base:upload.unsupportedFormat' };
  if (code === BUSINESS_CODES.tooManyPhotos)
    return {
      key: 'profile:album.full',
      values: { count: PROFILE_LIMITS.maxPhotos, max: PROFILE_LIMITS.maxPhotos },
    };
  return generic;
}

export const videoTooLarge: MessageRef = {
  key: 'base:upload.videoTooLarge',
  values: { megabytes: PROFILE_LIMITS.maxVideoBytes / MEGABYTE },
};

/** The words of a refused video: its size, its container or codec, its length. */
export function videoRefusal(error: unknown): MessageRef {
  const code = error instanceof GatewayCallError ? error.code : undefined;
  if (code === BUSINESS_CODES.videoTooLarge) return videoTooLarge;
  if (code === BUSINESS_CODES.videoFormatUnsupported) return { key: 'base:upload.videoUnsupportedFormat' };
  if (code === BUSINESS_CODES.videoTooLong)
    return {
      key: 'base:upload.videoTooLong',
      values: { count: PROFILE_LIMITS.maxVideoSeconds, seconds: PROFILE_LIMITS.maxVideoSeconds },
    };
  return generic;
}

/** The words of a refused age estimate or document check. */
export function kycRefusal(error: unknown): MessageRef {
  const code = error instanceof GatewayCallError ? error.code : undefined;
  if (code === BUSINESS_CODES.kycNoFace) return { key: 'profile:kyc.noFace' };
  if (code === BUSINESS_CODES.imageFormatUnsupported) return { key: 'base:upload.unsupportedFormat' };
  if (code === BUSINESS_CODES.kycProviderUnavailable) return { key: 'profile:kyc.providerUnavailable' };
  return generic;
}

/** Spec §8's "insufficient coins" for friend adds, which Recharge goes with. */
export const FRIEND_ADD_COINS_KEY = 'base:coins.insufficientForFriendAdd';

/** The words of a refused friend request (the friends module's codes). */
export function friendRefusal(error: unknown): MessageRef {
  const code = error instanceof GatewayCallError ? error.code : undefined;
  if (code === BUSINESS_CODES.insufficientCoins) return { key: FRIEND_ADD_COINS_KEY };
  if (code === BUSINESS_CODES.userBlocked) return { key: 'base:call.userBlocked' };
  if (code === BUSINESS_CODES.friendSelf) return { key: 'base:friends.cannotAddSelf' };
  return generic;
}
