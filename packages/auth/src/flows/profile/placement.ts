import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import { MESSAGE_VALUES } from '@aura/i18n-catalog';
import type { Placement } from '../../errors/fields.ts';
import type { Message } from '../../errors/message.ts';
import type { ProfileField } from './slice.ts';

export const NICKNAME_REQUIRED: Message = { key: 'base:profile.nicknameRequired' };
export const GENDER_REQUIRED: Message = { key: 'app:auth.profile.errors.genderRequired' };
export const BIRTHDAY_REQUIRED: Message = { key: 'app:auth.profile.errors.birthdayRequired' };
export const BIRTHDAY_INVALID: Message = { key: 'app:auth.profile.errors.birthdayInvalid' };
export const UNDER_AGE: Message = {
  key: 'base:profile.underAge',
  values: MESSAGE_VALUES['base:profile.underAge'],
};
export const CONFIRM_ADULT: Message = {
  key: 'app:auth.profile.errors.confirmAdult',
  values: { age: PROFILE_LIMITS.minAge },
};

/** Where profile completion shows a failure: each field's problem under it. */
export const PROFILE_PLACEMENT: Placement<ProfileField> = {
  codes: {
    [BUSINESS_CODES.nicknameSensitive]: 'nickname',
    [BUSINESS_CODES.nicknameInvalid]: 'nickname',
    [BUSINESS_CODES.underAge]: 'birthday',
    [BUSINESS_CODES.birthdayLocked]: 'birthday',
    [BUSINESS_CODES.genderLocked]: 'gender',
    [BUSINESS_CODES.adultConfirmationRequired]: 'adult',
  },
  issues: {
    nickname: { field: 'nickname', message: NICKNAME_REQUIRED },
    gender: { field: 'gender', message: GENDER_REQUIRED },
    birthday: { field: 'birthday', message: BIRTHDAY_INVALID },
    adultConfirmed: { field: 'adult', message: CONFIRM_ADULT },
  },
};
