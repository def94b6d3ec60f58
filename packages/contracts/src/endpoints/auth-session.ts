import { z } from 'zod';
import { OAUTH_PROVIDERS, isoDateSchema, nicknameSchema, profileSummarySchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { genderSchema } from '../people.ts';
import { loginExtras, loginResultSchema } from './auth-common.ts';

/**
 * Signs in again with the session the client already holds (its cookies): confirms it and returns fresh user
 * info. The app calls it at start.
 */
export const postLoginToken = endpoint({
  method: 'POST',
  path: '/facade/api/user/exempt/login/token',
  access: 'session',
  encryption: 'required',
  input: z.object({ ...loginExtras }),
  output: loginResultSchema,
});

/** Exchanges a one-time auto-login token from the query string (app hand-off, social sign-in) for a session. */
export const postAutoLogin = endpoint({
  method: 'POST',
  path: '/facade/api/user/login/auto',
  access: 'public',
  encryption: 'required',
  input: z.object({ token: z.string().min(16).max(256), ...loginExtras }),
  output: loginResultSchema,
});

/** Ends this device's session. */
export const putLogout = endpoint({
  method: 'PUT',
  path: '/facade/api/user/logout',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ loggedOut: z.literal(true) }),
});

/**
 * Completes the profile after sign-up (spec §5): nickname, gender (fixed once set), birthday (at least 18 years
 * ago; changeable once), and the 18+ confirmation.
 */
export const postComplementInfo = endpoint({
  method: 'POST',
  path: '/facade/api/user/exempt/complementInfo',
  access: 'session',
  encryption: 'required',
  input: z.object({
    nickname: nicknameSchema,
    gender: genderSchema,
    birthday: isoDateSchema,
    adultConfirmed: z.literal(true, { error: 'must confirm being 18 or older' }),
  }),
  output: profileSummarySchema,
});

/** Which sign-in methods this gateway offers: sign-up switches and the configured social providers. */
export const getLoginMethods = endpoint({
  method: 'GET',
  path: '/facade/api/user/exempt/loginMethods',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    emailRegistration: z.boolean(),
    phoneRegistration: z.boolean(),
    social: z.array(z.enum(OAUTH_PROVIDERS)),
  }),
});
