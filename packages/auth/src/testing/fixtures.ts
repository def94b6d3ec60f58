import { GENDERS, type LoginResult, type ProfileSummary, type UserInfo } from '@aura/contracts';

/** A signed-in user as stories and tests show one. */
export const sampleUser: UserInfo = {
  id: 100_042,
  userId: '100042',
  userName: 'Mia Jensen',
  goldNum: 1_250,
  countryId: 0,
  pushToken: '',
  searchUserId: '8812345',
};

export const sampleProfile: ProfileSummary = {
  nickname: 'Mia Jensen',
  gender: GENDERS.female,
  birthday: '1996-04-12',
  birthdayChangesLeft: 1,
  adultConfirmed: true,
  complete: true,
  email: 'mia@example.com',
  emailVerified: true,
  phone: undefined,
  hasPassword: true,
};

export const sampleLoginResult: LoginResult = {
  ...sampleUser,
  loginToken: 'token-of-mia',
  isNewUser: false,
  profile: sampleProfile,
};
