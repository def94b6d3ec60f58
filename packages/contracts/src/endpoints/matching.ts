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
 * Going on from a match into a minute-billed call (spec §4 `beginMinCall`), which the partner is asked first
 * (issue 11: nobody is switched into a paid call without saying yes). With no invitation waiting, this side
 * **invites**: it will pay the partner's price per minute (`pricePerMinute`, the price a call from the wall would
 * cost; the caller confirmed it before asking), the partner is told (realtime `matchCall` `invited`), and the answer
 * is `invited`. Refused at once with `insufficientCoins` when this side cannot pay the first minute, and with
 * `videoFriendsOnly` when the partner takes video only from friends. With the **partner's** invitation waiting, this
 * side **accepts**: the match becomes a connected call of the calls module in the match's room, the partner (the
 * inviter) paying, its first minute charged now; the answer is `connected` with this side's `session`, and the
 * inviter hears `matchEnded` `converted`. `failed` when the inviter's coins no longer pay the first minute (the
 * inviter is told `failedInsufficientCoins`; the invitation is gone, the match goes on).
 */
export const postBeginMinCall = endpoint({
  method: 'POST',
  path: '/matches/api/V1/beginMinCall',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    matchId: matchIdSchema,
    /**
     * Only say yes to the partner's invitation, never invite: an Accept pressed just after the partner withdrew
     * must not become an invitation this side pays for. Answered `failed` when no invitation of the partner waits.
     */
    acceptOnly: z.boolean().optional(),
  }),
  output: z.object({
    state: z.enum(['invited', 'connected', 'failed']),
    /** `invited`: the coins per minute this side pays once the partner accepts. */
    pricePerMinute: z.number().int().nonnegative().optional(),
    /** `connected`: this side's call. */
    session: callSessionSchema.optional(),
  }),
});

/**
 * Says no to the invitation to a call that waits in a match (an Aura extension beside `beginMinCall`): the invited
 * side **declines** (the inviter hears `matchCall` `declined`), or the inviter **withdraws** it (the partner hears
 * `withdrawn`). `none` when no invitation waits. The match goes on either way. `matchNotFound` when the user is no
 * side of a live match of that id.
 */
export const postDeclineMinCall = endpoint({
  method: 'POST',
  path: '/matches/api/V1/declineMinCall',
  access: 'session',
  encryption: 'optional',
  input: z.object({ matchId: matchIdSchema }),
  output: z.object({ state: z.enum(['declined', 'withdrawn', 'none']) }),
});

/**
 * Stay (issue 18, an Aura extension): this side keeps the match, and its partner is told (realtime `matchStayed`),
 * so neither side's auto-next count cuts a conversation one of them wants to go on with. `matchNotFound` when the
 * user is no side of a live match of that id.
 */
export const postMatchStay = endpoint({
  method: 'POST',
  path: '/matches/api/V1/stay',
  access: 'session',
  encryption: 'optional',
  input: z.object({ matchId: matchIdSchema }),
  output: z.object({ state: z.literal('stayed') }),
});
