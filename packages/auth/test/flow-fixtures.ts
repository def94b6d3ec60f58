import { GENDERS, type LoginResult, type ProfileSummary } from '@aura/contracts';

/** A finished profile, as the gateway answers one. */
export const completeProfile: ProfileSummary = {
  nickname: 'Noor',
  gender: GENDERS.female,
  birthday: '1994-06-02',
  birthdayChangesLeft: 1,
  adultConfirmed: true,
  complete: true,
  email: 'noor@example.com',
  emailVerified: true,
  hasPassword: true,
};

/** A new account's profile: nothing told yet. */
export const newProfile: ProfileSummary = {
  nickname: '',
  birthdayChangesLeft: 1,
  adultConfirmed: false,
  complete: false,
  phone: '+31612345678',
  emailVerified: false,
  hasPassword: false,
};

export function loginResult(profile: ProfileSummary = completeProfile): LoginResult {
  return {
    id: 100_007,
    userId: '100007',
    userName: profile.nickname,
    goldNum: 40,
    countryId: 528,
    pushToken: '',
    searchUserId: '8800007',
    loginToken: 'token-of-noor',
    isNewUser: !profile.complete,
    profile,
  };
}
