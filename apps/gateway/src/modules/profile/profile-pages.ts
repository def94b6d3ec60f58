import {
  BUSINESS_CODES,
  COUNTRIES,
  PROFILE_LIMITS,
  UNKNOWN_COUNTRY,
  constellationOf,
  isCountryCode,
  sanitizeUserName,
  type Gender,
  type ProfileDetail,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { isVerified } from '../kyc/index.ts';
import type { MediaService } from '../media/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { setProfileDetails, userById, userBySearchId, users, type UserRow } from '../users/index.ts';
import { ageOn, type ProfileService } from './service.ts';

export interface ProfileEdit {
  nickname?: string;
  gender?: Gender;
  birthday?: string;
  bio?: string;
  interests?: number[];
  languages?: number[];
}

const cannotChange = (code: number) => new GatewayError(code, 'Cannot change after selection.');
const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * A user's profile page as a viewer sees it, and the edit of one's own (spec §3, §5): the nickname's rules, gender
 * fixed once set, the birthday changed at most PROFILE_LIMITS.birthdayChanges times after it was first given, at
 * most 3 languages and 5 interests (the contract counts them; the service drops repeats).
 */
export class ProfilePages {
  constructor(
    readonly db: Db,
    private readonly rules: ProfileService,
    readonly presence: Pick<PresenceService, 'status'>,
    readonly media: Pick<MediaService, 'album' | 'videos'>,
    readonly now: () => number,
  ) {}

  async detail(
    viewerId: number,
    which: { friendId?: string; searchUserId?: string },
  ): Promise<ProfileDetail> {
    const row = which.friendId
      ? await userById(this.db, Number(which.friendId))
      : which.searchUserId
        ? await userBySearchId(this.db, which.searchUserId)
        : await userById(this.db, viewerId);
    if (!row) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
    return this.describe(row, viewerId);
  }

  async update(userId: number, edit: ProfileEdit): Promise<ProfileDetail> {
    const nickname = edit.nickname === undefined ? undefined : this.rules.checkNickname(edit.nickname);
    if (edit.birthday !== undefined) await this.rules.checkBirthdayOf(userId, edit.birthday);
    const row = await this.db.transaction(async (tx) => {
      // Locked, so two edits at once cannot both spend the last birthday change.
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
      if (edit.gender !== undefined && user.gender !== null && user.gender !== edit.gender)
        throw cannotChange(BUSINESS_CODES.genderLocked);
      let birthdayChanges = user.birthdayChanges;
      if (edit.birthday !== undefined && user.birthday !== null && user.birthday !== edit.birthday) {
        if (birthdayChanges >= PROFILE_LIMITS.birthdayChanges)
          throw cannotChange(BUSINESS_CODES.birthdayLocked);
        birthdayChanges += 1;
      }
      return setProfileDetails(tx, userId, {
        ...(nickname !== undefined ? { nickname } : {}),
        ...(edit.gender !== undefined ? { gender: edit.gender } : {}),
        ...(edit.birthday !== undefined ? { birthday: edit.birthday, birthdayChanges } : {}),
        ...(edit.bio !== undefined ? { bio: edit.bio.normalize('NFC').trim() } : {}),
        ...(edit.interests !== undefined ? { interests: [...new Set(edit.interests)] } : {}),
        ...(edit.languages !== undefined ? { languages: [...new Set(edit.languages)] } : {}),
      });
    });
    return this.describe(row!, userId);
  }

  private describe(row: UserRow, viewerId: number): Promise<ProfileDetail> {
    return describeProfile(this, row, viewerId);
  }
}

/** What a profile page is made of: the user's row, presence, media and the age check. */
export interface ProfileSources {
  db: Db;
  presence: Pick<PresenceService, 'status'>;
  media: Pick<MediaService, 'album' | 'videos'>;
  now: () => number;
}

/** `row`'s profile page as `viewerId` sees it (the card route's deck shows the same: docs/profiles.md). */
export async function describeProfile(
  sources: ProfileSources,
  row: UserRow,
  viewerId: number,
): Promise<ProfileDetail> {
  const own = row.id === viewerId;
  const [onlineStatus, photos, videos, verified] = await Promise.all([
    sources.presence.status(row.id),
    sources.media.album(row.id, viewerId),
    sources.media.videos(row.id, viewerId),
    isVerified(sources.db, row.id),
  ]);
  return {
    userId: String(row.id),
    searchUserId: row.searchId,
    nickname: sanitizeUserName(row.nickname),
    ...(row.gender !== null ? { gender: row.gender as Gender } : {}),
    ...(row.birthday !== null
      ? { age: ageOn(row.birthday, today(sources.now())), constellation: constellationOf(row.birthday) }
      : {}),
    bio: row.bio,
    interests: row.interests as ProfileDetail['interests'],
    languages: row.languages as ProfileDetail['languages'],
    countryId: isCountryCode(row.countryCode) ? COUNTRIES[row.countryCode] : UNKNOWN_COUNTRY.id,
    onlineStatus,
    photos,
    videos,
    verified,
    own,
    ...(own && row.birthday !== null ? { birthday: row.birthday } : {}),
    ...(own
      ? { birthdayChangesLeft: Math.max(0, PROFILE_LIMITS.birthdayChanges - row.birthdayChanges) }
      : {}),
  };
}
