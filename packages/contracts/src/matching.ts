import { z } from 'zod';
import { agoraMediaSchema, iceServerSchema } from './calls.ts';
import { PLACEMENT_CONFIG, COIN_PROMOTIONS } from './limits.ts';
import { userIdSchema } from './people.ts';

/**
 * Random matching (spec §1, §2 "1v1 match", §4 match states, §9 "Config, matching"). Random mode pairs two waiting
 * users for a free-to-watch video; Face to Face gives both a countdown to decide and costs a few coins a time.
 */
export const MATCH_MODES = ['random', 'faceToFace'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const matchModeSchema = z.enum(MATCH_MODES);

/** What a user's matching is doing: waiting in the queue, stopped, or paired with someone (spec §4). */
export { MATCH_STATES, type MatchState } from './calls.ts';

const SECOND_MS = 1000;

/** Match timing and prices of spec §9, in the units the code uses. */
export const MATCH_LIMITS = {
  /** Coins of a match once the free matches are used up ("normal price"). */
  normalPrice: PLACEMENT_CONFIG.matching.normalPrice,
  /** Coins of a match started from an embedded placement ("embed price"). */
  embedPrice: PLACEMENT_CONFIG.matching.embedPrice,
  /** A matched video moves on to the next match by itself after this long unless the user acts. */
  autoNextMs: PLACEMENT_CONFIG.matching.autoNextVideoSeconds * SECOND_MS,
  /** The Next button is disabled for this long after a match, so nobody skips before seeing the other. */
  nextButtonCountdownMs: PLACEMENT_CONFIG.matching.nextButtonCountdownSeconds * SECOND_MS,
  /** Face to Face: both sides have this long to decide whether to go on into a call. */
  faceToFaceDecideMs: PLACEMENT_CONFIG.matching.countdownSeconds * SECOND_MS,
  /** Face to Face: coins per match, not counted as call spending unless the user goes on into a call. */
  faceToFaceCoins: COIN_PROMOTIONS.faceToFaceCoins,
} as const;

/** The user's match allowance as the server counts it (spec §9: counts are server-given). */
export const matchQuotaSchema = z.object({
  /** Free matches left before matches cost `price`. */
  freeLeft: z.number().int().nonnegative(),
  /** When the free matches come back (the countdown of "continue after countdown"), ms since the epoch. */
  freeResetsAt: z.number().int(),
  /** Matches left today, free or paid; at 0 "Daily meet chance used up". */
  dailyLeft: z.number().int().nonnegative(),
  /** When the day's matches come back (UTC midnight). */
  dailyResetsAt: z.number().int(),
  /** Coins of one match once the free ones are used up. */
  price: z.number().int().nonnegative(),
  /** VIP (spec §6, any coin purchase): random matching is unlimited, free and without a daily cap. */
  vip: z.boolean().optional(),
});
export type MatchQuota = z.infer<typeof matchQuotaSchema>;

/** The one a user was matched with, as their card shows them. */
export const matchPartnerSchema = z.object({
  userId: userIdSchema,
  userName: z.string(),
  avatar: z.string(),
  countryCode: z.string(),
});
export type MatchPartner = z.infer<typeof matchPartnerSchema>;

/**
 * A match as one side sees it: the room the two connect video in (WebRTC signalling goes over realtime
 * `rtcSignal` with this `roomNum`, as for a call), who is on the other side, and whether this side makes the offer.
 */
export const matchInfoSchema = z.object({
  matchId: z.string(),
  roomNum: z.string(),
  mode: matchModeSchema,
  partner: matchPartnerSchema,
  /** True for exactly one side: that side is the "polite" peer of perfect negotiation, the other offers first. */
  polite: z.boolean(),
  iceServers: z.array(iceServerSchema),
  /** Agora RTC for this side instead of WebRTC, when the gateway is configured for Agora. */
  agora: agoraMediaSchema.optional(),
  /** Coins this side paid for the match (0 while free matches last). */
  charged: z.number().int().nonnegative(),
  matchedAt: z.number().int(),
  /** Face to Face: the moment the decision countdown ends. */
  decideBy: z.number().int().optional(),
});
export type MatchInfo = z.infer<typeof matchInfoSchema>;

/** Why a match ended for the side that is told. */
export const MATCH_END_REASONS = ['partnerLeft', 'partnerNext', 'timedOut', 'converted'] as const;
export type MatchEndReason = (typeof MATCH_END_REASONS)[number];

/**
 * What became of an invitation to go on from a match into a call, as the realtime `matchCall` tells the other side:
 * `invited` (to the invited side, with the coins per minute the inviter will pay), `declined` and
 * `failedInsufficientCoins` (to the inviter), `withdrawn` (to the invited side).
 */
export const MATCH_CALL_OUTCOMES = ['invited', 'declined', 'withdrawn', 'failedInsufficientCoins'] as const;
export type MatchCallOutcome = (typeof MATCH_CALL_OUTCOMES)[number];
