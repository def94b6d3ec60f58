import { describe, expect, it } from 'vitest';
import { postCallSettings } from './call-settings.ts';
import { WALL_LIMITS } from './hosts.ts';

describe('call settings contracts', () => {
  it('takes whole-coin prices within the wall’s bounds, and any part left out', () => {
    const { minPricePerMinute: min, maxPricePerMinute: max } = WALL_LIMITS;
    expect(postCallSettings.input.parse({ pricePerMinute: min, friendPricePerMinute: max })).toEqual({
      pricePerMinute: min,
      friendPricePerMinute: max,
    });
    expect(postCallSettings.input.parse({ videoFriendsOnly: true })).toEqual({ videoFriendsOnly: true });
    expect(postCallSettings.input.parse({})).toEqual({});
  });

  it('refuses prices below the least, above the most, or not whole', () => {
    const { minPricePerMinute: min, maxPricePerMinute: max } = WALL_LIMITS;
    for (const price of [min - 1, max + 1, min + 0.5, Number.NaN])
      expect(postCallSettings.input.safeParse({ pricePerMinute: price }).success).toBe(false);
    expect(postCallSettings.input.safeParse({ friendPricePerMinute: String(min) }).success).toBe(false);
    expect(postCallSettings.input.safeParse({ videoFriendsOnly: 'yes' }).success).toBe(false);
  });
});
