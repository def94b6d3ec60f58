import { MATCH_LIMITS, type MatchMode, type MatchQuota } from '@aura/contracts';

/** Random matching's server-given allowance (the gateway's configuration). */
export interface MatchQuotaConfig {
  freeMatches: number;
  freeResetMs: number;
  dailyLimit: number;
  /** How long a partner moved on from is not paired again with the one who moved on (either way round). */
  skipMs: number;
}

/** A user's counters as stored (match_quotas). */
export interface QuotaCounters {
  /** The UTC day `dayCount` counts, YYYY-MM-DD. */
  day: string;
  dayCount: number;
  freeUsed: number;
  freeWindowStart: Date;
}

const DAY_MS = 86_400_000;

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The counters as they stand at `now`: a new UTC day starts the day's count again, and a free window whose
 * countdown has run out gives the free matches back (spec §9 "a countdown resets the match quota").
 */
export function currentCounters(
  stored: QuotaCounters | undefined,
  now: number,
  config: MatchQuotaConfig,
): QuotaCounters {
  const today = utcDay(now);
  const base = stored ?? { day: today, dayCount: 0, freeUsed: 0, freeWindowStart: new Date(now) };
  const sameDay = base.day === today;
  const windowOver = now >= base.freeWindowStart.getTime() + config.freeResetMs;
  return {
    day: today,
    dayCount: sameDay ? base.dayCount : 0,
    freeUsed: windowOver ? 0 : base.freeUsed,
    freeWindowStart: windowOver ? new Date(now) : base.freeWindowStart,
  };
}

/**
 * What the next match costs this user in coins: random is free while free matches last, and always for a VIP
 * (spec §6 "unlimited matching"); Face to Face always costs.
 */
export function matchCost(
  counters: QuotaCounters,
  mode: MatchMode,
  config: MatchQuotaConfig,
  vip = false,
): number {
  if (mode === 'faceToFace') return MATCH_LIMITS.faceToFaceCoins;
  return vip || counters.freeUsed < config.freeMatches ? 0 : MATCH_LIMITS.normalPrice;
}

/** The counters after one more match of `mode`. */
export function afterMatch(
  counters: QuotaCounters,
  mode: MatchMode,
  config: MatchQuotaConfig,
  vip = false,
): QuotaCounters {
  // A VIP's matches do not use up the free ones: they are unlimited, and the free ones are there when VIP ends.
  const free = !vip && mode === 'random' && counters.freeUsed < config.freeMatches;
  return { ...counters, dayCount: counters.dayCount + 1, freeUsed: counters.freeUsed + (free ? 1 : 0) };
}

export function quotaView(counters: QuotaCounters, config: MatchQuotaConfig, vip = false): MatchQuota {
  const dayStart = Date.parse(`${counters.day}T00:00:00Z`);
  return {
    freeLeft: Math.max(0, config.freeMatches - counters.freeUsed),
    freeResetsAt: counters.freeWindowStart.getTime() + config.freeResetMs,
    dailyLeft: vip ? config.dailyLimit : Math.max(0, config.dailyLimit - counters.dayCount),
    dailyResetsAt: dayStart + DAY_MS,
    price: MATCH_LIMITS.normalPrice,
    vip,
  };
}

/** Whether the day's limit stops this user now: never a VIP (unlimited matching). */
export function dailyLimitReached(counters: QuotaCounters, config: MatchQuotaConfig, vip = false): boolean {
  return !vip && counters.dayCount >= config.dailyLimit;
}

/** Why this user may not match now, if they may not: the day's limit, or free matches gone and coins short. */
export type QuotaRefusal =
  | { kind: 'daily'; resetsAt: number }
  | { kind: 'limit'; resetsAt: number; price: number }
  | { kind: 'coins'; required: number };

export function refusal(
  counters: QuotaCounters,
  mode: MatchMode,
  balance: number,
  config: MatchQuotaConfig,
  vip = false,
): QuotaRefusal | undefined {
  const view = quotaView(counters, config);
  if (dailyLimitReached(counters, config, vip)) return { kind: 'daily', resetsAt: view.dailyResetsAt };
  const cost = matchCost(counters, mode, config, vip);
  if (cost <= balance) return undefined;
  // Face to Face is paid from the first match: short coins there are plain "not enough coins".
  return mode === 'random'
    ? { kind: 'limit', resetsAt: view.freeResetsAt, price: cost }
    : { kind: 'coins', required: cost };
}
