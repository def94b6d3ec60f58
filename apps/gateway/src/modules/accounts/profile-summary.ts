import { PROFILE_LIMITS, genderSchema, type ProfileSummary } from '@aura/contracts';
import type { UserRow } from '../users/index.ts';

/** What a user told about themselves, and whether the profile is complete (spec §2 "Profile completion"). */
export function profileSummary(user: UserRow): ProfileSummary {
  const gender = genderSchema.safeParse(user.gender);
  const complete = Boolean(user.nickname && gender.success && user.birthday && user.adultConfirmedAt);
  return {
    nickname: user.nickname,
    ...(gender.success ? { gender: gender.data } : {}),
    ...(user.birthday ? { birthday: user.birthday } : {}),
    birthdayChangesLeft: Math.max(0, PROFILE_LIMITS.birthdayChanges - user.birthdayChanges),
    adultConfirmed: user.adultConfirmedAt !== null,
    complete,
    ...(user.email ? { email: user.email } : {}),
    emailVerified: user.emailVerifiedAt !== null,
    ...(user.phone ? { phone: user.phone } : {}),
    hasPassword: user.passwordHash !== null,
  };
}
