import { z } from 'zod';
import { CALL_ROLES } from '../calls.ts';
import { endpoint } from '../endpoint.ts';
import { userIdSchema } from '../people.ts';
import { callSessionSchema } from './calls.ts';

/**
 * The open call a user takes part in, with what a tab needs to take it up again after a reload: the session (the
 * record with the minutes charged and the next charge, the ICE servers, the minute's length), the other side, and
 * the role this side plays in the media room's negotiation.
 */
export const currentCallSchema = z.object({
  session: callSessionSchema,
  /** The other side as the call screen shows them. */
  peer: z.object({ userId: userIdSchema, userName: z.string(), avatar: z.string() }),
  /**
   * This side's role in perfect negotiation: the call role for a launched call; for a call made of a match, the
   * role its media room was joined with while matched (the polite side is `callee`), which the other side keeps.
   */
  rtcRole: z.enum(CALL_ROLES),
  /** The caller's coins now (absent for the callee). */
  balance: z.number().int().nonnegative().optional(),
  /** While it rings: when the bell stops (ms since the epoch). */
  ringsUntil: z.number().int().optional(),
});
export type CurrentCall = z.infer<typeof currentCallSchema>;

/**
 * The user's open call (ringing or connected), if any: a tab opened or reloaded during a call takes it up again
 * from here. Changes nothing.
 */
export const getCallCurrent = endpoint({
  method: 'GET',
  path: '/api/call/current',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ current: currentCallSchema.optional() }),
});
