import { z } from 'zod';
import { profileSummarySchema } from '../auth.ts';
import { userInfoSchema } from './users.ts';

/** Sent with every sign-in (spec §7: "plus countryId, pushToken"). */
export const loginExtras = {
  countryId: z.number().int().nonnegative().optional(),
  pushToken: z.string().max(4096).optional(),
};

/**
 * What every successful sign-in answers: the user's info with the new session's login token (shown once), whether
 * the account was made just now, and the profile so the app knows whether to ask for the rest of it.
 */
export const loginResultSchema = userInfoSchema.extend({
  loginToken: z.string(),
  isNewUser: z.boolean(),
  profile: profileSummarySchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A code was sent: when it stops working and when another may be asked for. */
export const codeSentSchema = z.object({
  requestId: z.string(),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;
