import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { loginExtras, loginResultSchema } from './auth-common.ts';

/** Whether an address has an account, and in what state (spec §4 "E-mail login: check existence"). */
export const getEmailExists = endpoint({
  method: 'GET',
  path: '/facade/api/user/email/v2/exists',
  access: 'public',
  encryption: 'optional',
  input: z.object({ email: emailSchema }),
  output: z.object({ exists: z.boolean(), verified: z.boolean(), hasPassword: z.boolean() }),
});

/**
 * Starts an e-mail sign-up: sends the verification mail. The answer's `registrationToken` proves later, on this
 * device, that the sign-up is this one's (it never travels in the mail).
 */
export const postEmailRegister = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/v2/register',
  access: 'public',
  encryption: 'required',
  input: z.object({ email: emailSchema }),
  output: z.object({ registrationToken: z.string(), resendAfterSeconds: z.number().int().nonnegative() }),
});

/** Sends the verification mail again. */
export const postSendVerifyEmail = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/sendVerifyEmail',
  access: 'public',
  encryption: 'required',
  input: z.object({ email: emailSchema, registrationToken: z.string() }),
  output: z.object({ resendAfterSeconds: z.number().int().nonnegative() }),
});

/** Whether the sign-up's address was verified yet (the app polls while the user reads their mail). */
export const postAlreadyVerifyEmail = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/alreadyVerifyEmail',
  access: 'public',
  encryption: 'required',
  input: z.object({ email: emailSchema, registrationToken: z.string() }),
  output: z.object({ verified: z.boolean() }),
});

/**
 * Verifies an address from the link in the mail, on whatever device opened it, and signs that device in (spec
 * §7 "e-mail auto-login"). A new account still has to choose a password.
 */
export const postEmailAutoLogin = endpoint({
  method: 'POST',
  path: '/facade/api/user/exempt/login/emailAutoLogin',
  access: 'public',
  encryption: 'required',
  input: z.object({ token: z.string().min(16).max(256), ...loginExtras }),
  output: loginResultSchema,
});

/**
 * Sets the password of a verified sign-up and signs in: with the `registrationToken` of this device's sign-up, or
 * signed in (a session) when the account was made from the mail's link.
 */
export const postEmailSetPassword = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/v2/setPassword',
  access: 'optionalSession',
  encryption: 'required',
  input: z.object({
    email: emailSchema,
    password: passwordSchema,
    registrationToken: z.string().optional(),
    ...loginExtras,
  }),
  output: loginResultSchema,
});

export const postEmailLogin = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/v2/emailLogin',
  access: 'public',
  encryption: 'required',
  input: z.object({ email: emailSchema, password: z.string().min(1).max(128), ...loginExtras }),
  output: loginResultSchema,
});

/** Sends a mail with a link to choose a new password. */
export const postSendForgetEmail = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/sendForgetEmail',
  access: 'public',
  encryption: 'required',
  input: z.object({ email: emailSchema }),
  output: z.object({ resendAfterSeconds: z.number().int().nonnegative() }),
});

/** Chooses a new password with the token from the forgot-password mail, and signs in. */
export const postEmailResetPassword = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/resetPassword',
  access: 'public',
  encryption: 'required',
  input: z.object({ token: z.string().min(16).max(256), password: passwordSchema, ...loginExtras }),
  output: loginResultSchema,
});

/**
 * Who holds an address (for binding): nobody, a verified account (cannot be taken), or an account that never
 * verified it (can be taken over after a warning).
 */
export const postCheckFormalUserEmail = endpoint({
  method: 'POST',
  path: '/facade/api/user/email/checkFormalUserEmail',
  access: 'session',
  encryption: 'required',
  input: z.object({ email: emailSchema }),
  output: z.object({ holder: z.enum(['none', 'self', 'verified', 'unverified']) }),
});
