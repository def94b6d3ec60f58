import { z } from 'zod';
import { CODE_CHANNELS, codeSchema, emailSchema, mobileSchema, requestIdSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { codeSentSchema } from './auth-common.ts';

const target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), value: emailSchema }),
  z.object({ kind: z.literal('phone'), value: mobileSchema, channel: z.enum(CODE_CHANNELS).default('sms') }),
]);

/**
 * Sends a code to an address or number the signed-in user wants to bind. `takeover` says it is bound, unverified,
 * to another account, and will move here once verified (after the warning).
 */
export const postBindSendCode = endpoint({
  method: 'POST',
  path: '/facade/api/user/bind/sendCode',
  access: 'session',
  encryption: 'required',
  input: target,
  output: codeSentSchema.extend({ takeover: z.boolean() }),
});

/** Binds with the code; coins come with the first bind of each kind only (spec §4). */
export const postBindVerify = endpoint({
  method: 'POST',
  path: '/facade/api/user/bind/verify',
  access: 'session',
  encryption: 'required',
  input: z.object({
    kind: z.enum(['email', 'phone']),
    value: z.string(),
    requestId: requestIdSchema,
    code: codeSchema,
    confirmTakeover: z.boolean().default(false),
  }),
  output: z.object({ bound: z.literal(true), coinsGranted: z.number().int().nonnegative() }),
});
