import { z } from 'zod';
import { GENDERS, genderSchema } from './people.ts';
import { PASSWORD_LENGTH } from './limits.ts';

/**
 * Limits of the sign-in flows. The spec names the failures (spec §8, "Phone login") but not their numbers; these
 * follow OWASP ASVS for out-of-band codes: short-lived, bound to their request, few guesses.
 */
export const AUTH_LIMITS = {
  codeDigits: 6,
  /** A code works this long after it was sent. */
  codeTtlSeconds: 5 * 60,
  /** Wrong guesses before a code is dead ("too many wrong codes"). */
  codeMaxAttempts: 5,
  /** A new code for the same number and purpose no sooner than this. */
  codeResendSeconds: 60,
  /** Codes one number may request per hour ("too many code requests") and per day ("daily limit"). */
  codeRequestsPerHour: 5,
  codeRequestsPerDay: 10,
  /**
   * Sign-in operations (codes asked for, passwords tried, sign-ups, address checks) per ten minutes ("too many
   * operations"). A device or an account is one person: their budgets do the real work. An address is shared by an
   * office, a carrier's NAT, a venue, so its budget only stops a flood, sized for a crowd signing in at once (the
   * gateway's SIGN_IN_OPERATIONS_PER_ADDRESS). Numbers and addresses have their own limits (codes, passwords).
   */
  operationWindowMinutes: 10,
  operationsPerDevice: 30,
  operationsPerAccount: 30,
  operationsPerAddress: 600,
  /** Wrong passwords in a row before password sign-in pauses ("too many wrong passwords"). */
  passwordMaxAttempts: 5,
  passwordLockMinutes: 15,
  /** After a verified code, the new password must be set within this window ("reset timed out"). */
  resetWindowSeconds: 10 * 60,
  /** E-mail verification and reset links work this long. */
  emailLinkTtlMinutes: 60,
  /** A registration waits this long for its address to be verified. */
  registrationTtlHours: 24,
  /** One-time auto-login tokens (app hand-off, social sign-in) work this long. */
  autoLoginTtlSeconds: 2 * 60,
} as const;

export const CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** What a one-time code is for; a code made for one purpose never serves another. */
export const CODE_PURPOSES = ['login', 'reset', 'bind'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const OAUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Browser navigations (not JSON calls) of social sign-in; `:provider` is one of OAUTH_PROVIDERS. */
export const OAUTH_PATHS = {
  start: '/facade/api/user/oauth/:provider/start',
  callback: '/facade/api/user/oauth/:provider/callback',
} as const;

/** The query parameter that hands a one-time auto-login token to the web app (spec §2, "Startup"). */
export const AUTO_LOGIN_QUERY = 'autoLoginToken';
/** Query parameters the web app reads from e-mail links. */
export const EMAIL_LINK_QUERY = { verify: 'verifyEmail', reset: 'resetPassword' } as const;
/** Where social sign-in reports a failure back to the web app: `?oauthError=permission|failed`. */
export const OAUTH_ERROR_QUERY = 'oauthError';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/** E-mail sign-up and in-app passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, { error: `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters` })
  .max(PASSWORD_LENGTH.max, { error: `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters` });

/** Phone-login passwords. */
export const phonePasswordSchema = z
  .string()
  .min(PASSWORD_LENGTH.phoneMin, { error: `must be at least ${PASSWORD_LENGTH.phoneMin} characters` })
  .max(64);

/** A phone number as typed, with its country calling code (`+90 532 …`); the server checks it properly. */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()\-.]{6,24}$/, { error: 'must be a phone number with its country code' });

export const codeSchema = z.string().trim().regex(/^\d+$/, { error: 'must be digits' });

export const requestIdSchema = z.string().uuid();

/** Calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

export const nicknameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(30, { error: 'must be at most 30 characters' });

/** What a user told about themselves; `complete` once nickname, gender, birthday and the 18+ confirmation are in. */
export const profileSummarySchema = z.object({
  nickname: z.string(),
  gender: genderSchema.optional(),
  birthday: isoDateSchema.optional(),
  /** How many more times the birthday may be changed. */
  birthdayChangesLeft: z.number().int().nonnegative(),
  adultConfirmed: z.boolean(),
  complete: z.boolean(),
  email: z.string().optional(),
  emailVerified: z.boolean(),
  phone: z.string().optional(),
  hasPassword: z.boolean(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const GENDER_KEYS = Object.keys(GENDERS) as (keyof typeof GENDERS)[];
