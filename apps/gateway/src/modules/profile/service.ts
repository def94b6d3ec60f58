import {
  BUSINESS_CODES,
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  type Gender,
  type ProfileSummary,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { setProfile, users } from '../users/index.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { nicknameProblem } from './nickname-rules.ts';
import { profileSummary } from '../accounts/index.ts';
import { requireKyc } from '../kyc/index.ts';
import type { SensitiveWords } from './sensitive-words.ts';

export interface ProfileCompletion {
  nickname: string;
  gender: Gender;
  /** `YYYY-MM-DD`. */
  birthday: string;
  adultConfirmed: true;
}

/** Nobody is this old; an earlier birthday is a typing mistake. */
const MAX_AGE = 120;

/** Whole years from `birthday` to `today` (both `YYYY-MM-DD`); someone born on 29 February ages on 1 March. */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const cannotChange = (code: number) => new GatewayError(code, 'Cannot change after selection.');

/**
 * Profile completion (spec §3, §5): the nickname's characters and words, gender fixed once set, a birthday at
 * least PROFILE_LIMITS.minAge years ago that may change PROFILE_LIMITS.birthdayChanges times, the 18+
 * confirmation. Dates are the server's (UTC), never the client's.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly words: SensitiveWords,
    private readonly now: () => number,
  ) {}

  /** Checks a nickname; returns it as stored (trimmed, NFC). */
  checkNickname(nickname: string): string {
    const normalized = nickname.normalize('NFC').trim();
    const problem = nicknameProblem(normalized);
    if (problem) throw new GatewayError(BUSINESS_CODES.nicknameInvalid, problem);
    if (this.words.find(normalized) !== undefined) {
      throw new GatewayError(BUSINESS_CODES.nicknameSensitive, 'Nicknames contain sensitive words.');
    }
    return normalized;
  }

  /** Refuses a birthday under PROFILE_LIMITS.minAge years or over MAX_AGE years ago, on the server's date. */
  checkBirthday(birthday: string): void {
    const age = ageOn(birthday, new Date(this.now()).toISOString().slice(0, 10));
    if (age > MAX_AGE) {
      throw new GatewayError(
        PROTOCOL_ERRORS.invalidRequest,
        'Invalid request. birthday: is not a real birthday',
        {
          issues: [{ field: 'birthday', message: 'is not a real birthday' }],
        },
      );
    }
    if (age < PROFILE_LIMITS.minAge) {
      throw new GatewayError(BUSINESS_CODES.underAge, `Users under ${PROFILE_LIMITS.minAge} refused.`);
    }
  }

  /**
   * `checkBirthday` for a user: one who enters an under-18 birthday is refused and, from then on, an under-18
   * suspect who must pass the age check (spec §6, docs/kyc.md) whatever birthday they enter next.
   */
  async checkBirthdayOf(userId: number, birthday: string): Promise<void> {
    try {
      this.checkBirthday(birthday);
    } catch (error) {
      if (error instanceof GatewayError && error.code === BUSINESS_CODES.underAge)
        await requireKyc(this.db, userId, 'underAgeAttempt', new Date(this.now()));
      throw error;
    }
  }

  async complete(userId: number, input: ProfileCompletion): Promise<ProfileSummary> {
    // The contract's schema already insists on `true`; this keeps the rule if a caller skips the schema.
    if (input.adultConfirmed !== true) {
      throw new GatewayError(BUSINESS_CODES.adultConfirmationRequired, 'Please confirm you are 18 or older.');
    }
    const nickname = this.checkNickname(input.nickname);
    await this.checkBirthdayOf(userId, input.birthday);

    return this.db.transaction(async (tx) => {
      // Locked, so two completions at once cannot both spend the last birthday change.
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
      if (user.gender !== null && user.gender !== input.gender)
        throw cannotChange(BUSINESS_CODES.genderLocked);
      let birthdayChanges = user.birthdayChanges;
      if (user.birthday !== null && user.birthday !== input.birthday) {
        if (birthdayChanges >= PROFILE_LIMITS.birthdayChanges)
          throw cannotChange(BUSINESS_CODES.birthdayLocked);
        birthdayChanges += 1;
      }
      const row = await setProfile(tx, userId, {
        nickname,
        gender: input.gender,
        birthday: input.birthday,
        birthdayChanges,
        adultConfirmedAt: user.adultConfirmedAt ?? new Date(this.now()),
      });
      return profileSummary(row!);
    });
  }
}
