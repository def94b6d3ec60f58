import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { currencyForCountry, SHOP_CURRENCIES } from './shop.ts';

describe('the shop’s currency by country', () => {
  it('is pounds in the UK, lira in Türkiye, euros in the euro area, dollars elsewhere', () => {
    expect(['GB', 'tr', 'NL', 'DE', 'IE', 'US', 'BR', 'DK', 'ZZ'].map(currencyForCountry)).toEqual([
      'GBP',
      'TRY',
      'EUR',
      'EUR',
      'EUR',
      'USD',
      'USD',
      'USD',
      'USD',
    ]);
  });

  it('is one the shop prices in, for every country the product knows', () => {
    for (const code of Object.keys(COUNTRIES))
      expect(SHOP_CURRENCIES as readonly string[]).toContain(currencyForCountry(code));
  });
});
