import { z } from 'zod';
import { CODE_CHANNELS, codeSchema, mobileSchema, phonePasswordSchema, requestIdSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { codeSentSchema, loginExtras, loginResultSchema } from './auth-common.ts';

/** Header carrying the client's anti-bot telemetry with a code request (spec §7). */
export const TELEMETRY_HEADER = 'x-aura-telemetry';

/**
 * The most of the telemetry header the gateway keeps (logs) with a code request; anything longer is cut. Clients
 * send far less: the web app's few signals fit in a few hundred characters.
 */
export const TELEMETRY_MAX_CHARS = 2048;

/** Whether a number is valid, has an account, a password, and may sign up here (spec §7 checkMobile). */
export const getCheckMobile = endpoint({
  method: 'GET',
  path: '/facade/api/mobile/checkMobile',
  access: 'public',
  encryption: 'optional',
  input: z.object({ mobile: mobileSchema }),
  output: z.object({
    /** The number in E.164, as it will be stored. */
    e164: z.string(),
    registered: z.boolean(),
    hasPassword: z.boolean(),
    /** False when sign-up by phone is off, or not offered in the number's country. */
    registrationAllowed: z.boolean(),
  }),
});

/** Sends a one-time code by SMS or WhatsApp. */
export const postSendCode = endpoint({
  method: 'POST',
  path: '/facade/api/mobile/sms/sendCode',
  access: 'optionalSession',
  encryption: 'required',
  // Binding sends its codes through postBindSendCode, signed in.
  input: z.object({
    mobile: mobileSchema,
    channel: z.enum(CODE_CHANNELS),
    purpose: z.enum(['login', 'reset']),
  }),
  output: codeSentSchema,
});

/**
 * Checks a code without using it up (the forgot-password flow checks before asking for the new password). A POST,
 * unlike the spec's GET: codes do not belong in URLs and logs.
 */
export const postCheckCode = endpoint({
  method: 'POST',
  path: '/facade/api/mobile/sms/checkCode',
  access: 'public',
  encryption: 'required',
  input: z.object({ mobile: mobileSchema, requestId: requestIdSchema, code: codeSchema }),
  output: z.object({ valid: z.literal(true) }),
});

/** Signs in with a login code; signs up when the number is new, optionally with a password (at least 8). */
export const postPhoneLogin = endpoint({
  method: 'POST',
  path: '/facade/api/user/exempt/login/phone',
  access: 'public',
  encryption: 'required',
  input: z.object({
    mobile: mobileSchema,
    requestId: requestIdSchema,
    code: codeSchema,
    password: phonePasswordSchema.optional(),
    ...loginExtras,
  }),
  output: loginResultSchema,
});

/** Signs in with number and password. A POST, unlike the spec's GET: passwords do not belong in URLs. */
export const postMobilePasswordLogin = endpoint({
  method: 'POST',
  path: '/facade/api/mobile/mobilePasswordLogin',
  access: 'public',
  encryption: 'required',
  input: z.object({ mobile: mobileSchema, password: z.string().min(1).max(128), ...loginExtras }),
  output: loginResultSchema,
});

/**
 * Sets a new phone-login password with a verified reset code (forgot password), or, signed in, with a fresh code
 * sent to one's own number.
 */
export const postUpdateMobilePassword = endpoint({
  method: 'POST',
  path: '/facade/api/mobile/updateMobilePassword',
  access: 'optionalSession',
  encryption: 'required',
  input: z.object({
    mobile: mobileSchema,
    requestId: requestIdSchema,
    code: codeSchema,
    password: phonePasswordSchema,
  }),
  output: z.object({ updated: z.literal(true) }),
});

/** Whether the signed-in user has a password (spec §7 checkUserSetPassword). */
export const getCheckUserSetPassword = endpoint({
  method: 'GET',
  path: '/facade/api/mobile/checkUserSetPassword',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ hasPassword: z.boolean() }),
});
