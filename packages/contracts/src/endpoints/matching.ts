import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MATCH_STATES } from '../calls.ts';
import { matchInfoSchema, matchModeSchema, matchQuotaSchema } from '../matching.ts';
import { callSessionSchema } from './calls.ts';

const matchIdSchema = z.string().regex(/^[0-9]{1,18}$/, 'must be a match id');

/**
 * Starts matching, or goes on to the next match (spec §7 `matching`). With `nextOf`, the match being left ends
 * for both and its partner is not matched again right away. Refused with `dailyMeetChanceUsedUp` or
 * `matchLimitUsedUp` (spec §8) when the quota is used up; `matchWhileInCall` during a call. Answers `matched` with
 * the match when a partner was waiting, `matching` otherwise (the match then arrives as realtime `matched`).
 */
export const postMatching = endpoint({
  method: 'POST',
  path: '/matches/api/V1/matching',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    mode: matchModeSchema.default('random'),
    /** The match this user leaves for a new one (Next). */
    nextOf: matchIdSchema.optional(),
  }),
  output: z.object({
    state: z.enum(MATCH_STATES),
    match: matchInfoSchema.optional(),
    quota: matchQuotaSchema,
  }),
});

/** Stops matching (spec §7 `exitMatch`): out of the queue, and the current match, if any, ends for both. */
export const postExitMatch = endpoint({
  method: 'POST',
  path: '/matches/api/V1/exitMatch',
  access: 'session',
  encryption: 'optional',
  input: z.object({ matchId: matchIdSchema.optional() }),
  output: z.object({ state: z.literal('cancelled') }),
});

/** The user's match allowance now: free matches left, the day's matches left, the paid match price. */
export const getMatchQuota = endpoint({
  method: 'GET',
  path: '/matches/api/V1/quota',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: matchQuotaSchema,
});

/**
 * Turns a match into a minute-billed call (spec §4 `beginMinCall`): the one asking pays the partner's price per
 * minute from now on, as in any call (docs/calls.md); the first minute is charged at once. The call keeps the
 * match's room, so the video already running goes on.
 */
export const postBeginMinCall = endpoint({
  method: 'POST',
  path: '/matches/api/V1/beginMinCall',
  access: 'session',
  encryption: 'optional',
  input: z.object({ matchId: matchIdSchema }),
  output: callSessionSchema,
});
