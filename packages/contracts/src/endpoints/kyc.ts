import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { KYC_LIMITS } from '../limits.ts';

/**
 * Where a user's age check stands (docs/kyc.md): `none` nobody asked; `required` a suspect must show their face;
 * `document` the estimate was too young to be sure, a document check is next; `pending` the provider is deciding;
 * `passed` verified (the badge); `failed` the provider declined, another document check may be started.
 */
export const KYC_STATUSES = ['none', 'required', 'document', 'pending', 'passed', 'failed'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The KYC config of spec §3 (status, photoNum, photoIntervals, photoLocation) with what the popup shows. */
export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Photos the popup takes. */
  photoNum: z.number().int().positive(),
  /** Milliseconds between two photos. */
  photoIntervals: z.number().int().nonnegative(),
  /** Which camera takes them (a `facingMode`): the user's own side. */
  photoLocation: z.literal('user'),
  /** Whether the user passed (the verified badge). */
  verified: z.boolean(),
  /** The last estimate, in whole years. */
  estimatedAge: z.number().int().nonnegative().optional(),
  /** Why the provider declined, when `failed`. */
  reason: z.string().optional(),
});
export type KycState = z.infer<typeof kycStateSchema>;

const MAX_PHOTO_BASE64 = Math.ceil(KYC_LIMITS.maxPhotoBytes / 3) * 4;

/**
 * The caller's age check (spec §7 `certification/kyc/{userId}`; the user is the session's, so no id in the path:
 * nobody reads another's).
 */
export const getKycState = endpoint({
  method: 'GET',
  path: '/athena-yoti/api/1/certification/kyc',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: kycStateSchema,
});

/**
 * The popup's photos (spec §7 `ageEstimate/`): estimated on the server by a local model, never stored. An estimate
 * of `KYC_LIMITS.documentBelowAge` or more passes; a younger one asks for a document.
 */
export const postAgeEstimate = endpoint({
  method: 'POST',
  path: '/athena-yoti/api/1/certification/ageEstimate',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    photos: z
      .array(z.base64({ error: 'must be base64' }).max(MAX_PHOTO_BASE64))
      .min(1)
      .max(KYC_LIMITS.photoNum, { error: `at most ${KYC_LIMITS.photoNum} photos` }),
  }),
  output: kycStateSchema,
});

/** The caller's last estimate (spec §7 `ageEstimate/{userId}`). */
export const getAgeEstimate = endpoint({
  method: 'GET',
  path: '/athena-yoti/api/1/certification/ageEstimate',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ estimatedAge: z.number().int().nonnegative().optional() }),
});

/**
 * Starts a document check with the KYC provider (spec §7 `kyc/pageUrl/{userId}`): the provider's page to send the
 * user to; they come back to `returnTo` (a path of the app) and the provider's decision arrives by webhook.
 */
export const getKycPageUrl = endpoint({
  method: 'GET',
  path: '/athena-yoti/api/1/certification/kyc/pageUrl',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    returnTo: z
      .string()
      // A path of this origin: `/` then anything but a second `/` (`//host` would leave it).
      .regex(/^\/([\w\-?=&.%][\w\-/?=&.%]*)?$/, { error: 'must be a path of the app' })
      .max(200)
      .optional(),
  }),
  output: z.object({ url: z.string() }),
});
