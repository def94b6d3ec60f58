import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { userIdSchema } from '../people.ts';

/** What one user may see of another, or of themselves (spec §3 "User info"). */
export const userInfoSchema = z.object({
  id: z.number().int().positive(),
  userId: z.string(),
  /** The display name; angle brackets already replaced by asterisks. */
  userName: z.string(),
  /** The coin balance, only in a user's own info. */
  goldNum: z.number().int().nonnegative().optional(),
  countryId: z.number().int().nonnegative(),
  /** The web-push token, empty when there is none; only in a user's own info. */
  pushToken: z.string(),
  /** The public id people search for and share. */
  searchUserId: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A user's info: one's own without `searchUserId`, somebody else's by their public search id. */
export const getUserInfo = endpoint({
  method: 'GET',
  path: '/facade/api/user/getUserInfo',
  access: 'session',
  encryption: 'optional',
  input: z.object({ searchUserId: userIdSchema.optional() }),
  output: userInfoSchema,
});
