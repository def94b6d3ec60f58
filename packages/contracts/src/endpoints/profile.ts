import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CHAT_LANGUAGES } from '../languages.ts';
import { PROFILE_LIMITS } from '../limits.ts';
import { isoDateSchema, nicknameSchema } from '../auth.ts';
import { genderSchema, userIdSchema } from '../people.ts';
import { userStatusSchema } from '../presence.ts';
import { constellationSchema, interestIdSchema } from '../profile.ts';

/** Spoken languages a profile may list: the chat languages that are languages (not the "For You" and "New" lists). */
export const SPOKEN_LANGUAGE_IDS = CHAT_LANGUAGES.map((language) => language.id).filter((id) => id < 1000);
export const spokenLanguageIdSchema = z.literal(SPOKEN_LANGUAGE_IDS, { error: 'is not a spoken language' });

/** Where an upload is (spec §4): under review until an operator approves it or rejects it as illegal. */
export const MEDIA_STATUSES = ['review', 'approved', 'rejected'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const mediaIdSchema = z.uuid({ error: 'must be a media id' });

/**
 * One photo of an album as its viewer may see it. Others only ever see approved photos; the owner sees every state,
 * with addresses signed for them alone while under review, and no address at all once rejected (a rejected file is
 * served to nobody but an operator), with the operator's reason.
 */
export const albumPhotoSchema = z.object({
  id: mediaIdSchema,
  status: z.enum(MEDIA_STATUSES),
  url: z.string().optional(),
  thumbUrl: z.string().optional(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  /** Why an operator rejected it; only in the owner's view. */
  reason: z.string().optional(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/**
 * A video of one's story (spec §2 profile editing "video (story)"), under review like a photo: checked by its
 * container and length, served as stored (no re-encoding), with the same rules of who may fetch it.
 */
export const albumVideoSchema = z.object({
  id: mediaIdSchema,
  status: z.enum(MEDIA_STATUSES),
  url: z.string().optional(),
  /** `video/webm` or `video/mp4`. */
  mime: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  durationMs: z.number().int().nonnegative(),
  reason: z.string().optional(),
});
export type AlbumVideo = z.infer<typeof albumVideoSchema>;

/** A user's profile page (spec §2 profile/{friendId}, §3 profile). */
export const profileDetailSchema = z.object({
  userId: userIdSchema,
  searchUserId: z.string(),
  nickname: z.string(),
  gender: genderSchema.optional(),
  age: z.number().int().nonnegative().optional(),
  constellation: constellationSchema.optional(),
  bio: z.string(),
  interests: z.array(interestIdSchema),
  languages: z.array(spokenLanguageIdSchema),
  countryId: z.number().int().nonnegative(),
  onlineStatus: userStatusSchema,
  photos: z.array(albumPhotoSchema),
  /** The video story: approved videos, newest first; to the owner every one, with its state. */
  videos: z.array(albumVideoSchema),
  /** Passed the age check (docs/kyc.md): the verified badge. */
  verified: z.boolean(),
  /** Whether the viewer is this user: then the fields below are there too. */
  own: z.boolean(),
  birthday: isoDateSchema.optional(),
  birthdayChangesLeft: z.number().int().nonnegative().optional(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

/** A profile by its user id (`friendId`, as the route profile/{friendId}) or public search id; one's own without either. */
export const getProfile = endpoint({
  method: 'GET',
  path: '/facade/api/user/profile',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema.optional(), searchUserId: userIdSchema.optional() }),
  output: profileDetailSchema,
});

/**
 * Changes one's own profile (spec §5): each field given is checked and stored, the others kept. Gender cannot
 * change once set, the birthday only `PROFILE_LIMITS.birthdayChanges` times ("Cannot change after selection.").
 */
export const postUpdateProfile = endpoint({
  method: 'POST',
  path: '/facade/api/user/update',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    nickname: nicknameSchema.optional(),
    gender: genderSchema.optional(),
    birthday: isoDateSchema.optional(),
    bio: z
      .string()
      .max(PROFILE_LIMITS.maxBioLength, {
        error: `must be at most ${PROFILE_LIMITS.maxBioLength} characters`,
      })
      .optional(),
    interests: z
      .array(interestIdSchema)
      .max(PROFILE_LIMITS.maxInterests, { error: `at most ${PROFILE_LIMITS.maxInterests} interests` })
      .optional(),
    languages: z
      .array(spokenLanguageIdSchema)
      .max(PROFILE_LIMITS.maxLanguages, { error: `at most ${PROFILE_LIMITS.maxLanguages} languages` })
      .optional(),
  }),
  output: profileDetailSchema,
});

/** Base64 of the largest image that could still be refused by its size rather than by the body limit. */
export const MAX_IMAGE_BASE64 = Math.ceil((PROFILE_LIMITS.maxImageBytes + 1024 * 1024) / 3) * 4;

/**
 * Uploads a photo to one's album (spec §7 upload/images): the bytes in base64, judged by their content only. It is
 * re-encoded without its metadata, starts under review and is shown to its owner alone until approved.
 */
export const postUploadImage = endpoint({
  method: 'POST',
  path: '/facade/api/upload/images',
  access: 'session',
  encryption: 'optional',
  input: z.object({ image: z.base64({ error: 'must be base64' }).max(MAX_IMAGE_BASE64) }),
  output: albumPhotoSchema,
});

/** Base64 of the largest video that could still be refused by its size rather than by the body limit. */
const MAX_VIDEO_BASE64 = Math.ceil((PROFILE_LIMITS.maxVideoBytes + 1024 * 1024) / 3) * 4;

/**
 * Uploads a video to one's story: the bytes in base64, judged by their content only (a WebM or MP4 container with
 * a video track, at most `PROFILE_LIMITS.maxVideoSeconds`). It starts under review.
 */
export const postUploadVideo = endpoint({
  method: 'POST',
  path: '/facade/api/upload/video',
  access: 'session',
  encryption: 'optional',
  input: z.object({ video: z.base64({ error: 'must be base64' }).max(MAX_VIDEO_BASE64) }),
  output: albumVideoSchema,
});

/** Deletes a photo of one's album, or a video of one's story, in whatever state. */
export const postDeleteAlbumPic = endpoint({
  method: 'POST',
  path: '/facade/api/album/deleteAlbumPic',
  access: 'session',
  encryption: 'optional',
  input: z.object({ id: mediaIdSchema }),
  output: z.object({ deleted: z.literal(true) }),
});

/**
 * The realtime message to an upload's owner when an operator decided about it (docs/profiles.md "Review"); the
 * channel's own schema knows only its type.
 */
export const mediaReviewedSchema = z.object({
  type: z.literal('mediaReviewed'),
  id: mediaIdSchema,
  status: z.enum(['approved', 'rejected']),
  /** Why it was rejected, as the operator wrote it. */
  reason: z.string().optional(),
});
export type MediaReviewed = z.infer<typeof mediaReviewedSchema>;
