// The users tables (docs/architecture.md "The gateway inside": each module owns its tables).
import type { Role } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
  /** The public id people search for and share; never the internal id. */
  searchId: text('search_id').notNull().unique(),
  nickname: text('nickname').notNull().default(''),
  role: text('role').$type<Role>().notNull().default('user'),
  /** ISO 3166-1 alpha-2, or one of the special regions; ZZ when unknown. */
  countryCode: text('country_code').notNull().default('ZZ'),
  /** Hidden from others' presence: shown as invisible. */
  invisible: boolean('invisible').notNull().default(false),
  /** Accepts video calls (and a voice call's switch to video) from friends only (spec §6); voice from anyone. */
  videoFriendsOnly: boolean('video_friends_only').notNull().default(false),
  pushToken: text('push_token').notNull().default(''),
  /** Lower-case; unique across accounts while bound. Unverified addresses may be taken over (spec §4 binding). */
  email: text('email').unique(),
  emailVerifiedAt: moment('email_verified_at'),
  emailBoundAt: moment('email_bound_at'),
  /** E.164. */
  phone: text('phone').unique(),
  phoneVerifiedAt: moment('phone_verified_at'),
  phoneBoundAt: moment('phone_bound_at'),
  /** scrypt (docs/accounts.md); null until the user chooses a password. */
  passwordHash: text('password_hash'),
  gender: smallint('gender'),
  birthday: date('birthday', { mode: 'string' }),
  birthdayChanges: smallint('birthday_changes').notNull().default(0),
  adultConfirmedAt: moment('adult_confirmed_at'),
  /** What the user says about themselves on their profile (spec §3), at most PROFILE_LIMITS.maxBioLength. */
  bio: text('bio').notNull().default(''),
  /** Interest ids (spec §3), at most PROFILE_LIMITS.maxInterests. */
  interests: smallint('interests')
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  /** Spoken language ids (CHAT_LANGUAGES), at most PROFILE_LIMITS.maxLanguages. */
  languages: smallint('languages')
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  /** How the account was made: email, phone, google, apple, facebook, admin. */
  createdVia: text('created_via').notNull().default('admin'),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
