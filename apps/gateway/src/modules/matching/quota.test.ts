import { MATCH_LIMITS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { afterMatch, currentCounters, matchCost, quotaView, refusal } from './quota.ts';

const config = { freeMatches: 2, freeResetMs: 60_000, dailyLimit: 3, skipMs: 0 };
const NOON = Date.parse('2026-11-21T12:00:00Z');

describe('match quota', () => {
  it('starts a user with every free match and the whole day', () => {
    const counters = currentCounters(undefined, NOON, config);
    expect(quotaView(counters, config)).toEqual({
      freeLeft: 2,
      freeResetsAt: NOON + 60_000,
      dailyLeft: 3,
      dailyResetsAt: Date.parse('2026-11-22T00:00:00Z'),
      price: MATCH_LIMITS.normalPrice,
      vip: false,
    });
  });

  it('lets a VIP match without limit (spec §6): free, past the free ones and the day, free ones kept for later', () => {
    const used = { day: '2026-11-21', dayCount: 3, freeUsed: 2, freeWindowStart: new Date(NOON) };
    expect(refusal(used, 'random', 0, config)).toMatchObject({ kind: 'daily' });
    expect(refusal(used, 'random', 0, config, true)).toBeUndefined();
    expect(matchCost(used, 'random', config, true)).toBe(0);
    // Face to Face is a paid mode: a VIP pays its coins too, but no day's limit stops them.
    expect(refusal(used, 'faceToFace', 0, config, true)).toEqual({
      kind: 'coins',
      required: MATCH_LIMITS.faceToFaceCoins,
    });
    const fresh = currentCounters(undefined, NOON, config);
    expect(afterMatch(fresh, 'random', config, true)).toMatchObject({ freeUsed: 0, dayCount: 1 });
    expect(quotaView(used, config, true)).toMatchObject({ vip: true, dailyLeft: 3 });
  });

  it('costs nothing while free matches last, then the normal price; Face to Face always costs its coins', () => {
    let counters = currentCounters(undefined, NOON, config);
    expect(matchCost(counters, 'random', config)).toBe(0);
    expect(matchCost(counters, 'faceToFace', config)).toBe(MATCH_LIMITS.faceToFaceCoins);
    counters = afterMatch(afterMatch(counters, 'random', config), 'random', config);
    expect(matchCost(counters, 'random', config)).toBe(MATCH_LIMITS.normalPrice);
    // A Face to Face match uses no free match but counts for the day.
    const f2f = afterMatch(currentCounters(undefined, NOON, config), 'faceToFace', config);
    expect(f2f).toMatchObject({ freeUsed: 0, dayCount: 1 });
  });

  it('gives the free matches back when the countdown ends, and the day at UTC midnight', () => {
    const used = { day: '2026-11-21', dayCount: 3, freeUsed: 2, freeWindowStart: new Date(NOON) };
    expect(currentCounters(used, NOON + 59_999, config)).toMatchObject({ freeUsed: 2, dayCount: 3 });
    expect(currentCounters(used, NOON + 60_000, config)).toMatchObject({ freeUsed: 0, dayCount: 3 });
    expect(currentCounters(used, Date.parse('2026-11-22T00:00:00Z'), config)).toMatchObject({
      day: '2026-11-22',
      dayCount: 0,
    });
  });

  it('refuses for the day first, then for the match limit when coins do not pay', () => {
    const limit = { day: '2026-11-21', dayCount: 2, freeUsed: 2, freeWindowStart: new Date(NOON) };
    expect(refusal(limit, 'random', MATCH_LIMITS.normalPrice - 1, config)).toEqual({
      kind: 'limit',
      resetsAt: NOON + 60_000,
      price: MATCH_LIMITS.normalPrice,
    });
    expect(refusal(limit, 'random', MATCH_LIMITS.normalPrice, config)).toBeUndefined();
    expect(refusal(limit, 'faceToFace', 0, config)).toEqual({
      kind: 'coins',
      required: MATCH_LIMITS.faceToFaceCoins,
    });
    expect(refusal({ ...limit, dayCount: 3 }, 'random', 1_000_000, config)).toMatchObject({ kind: 'daily' });
  });
});
