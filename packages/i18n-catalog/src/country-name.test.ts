import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryName, knownCountryName, SPECIAL_COUNTRY_CODES, type CountryNames } from './country-name.ts';
import { LOCALES } from './locales.ts';

// The `country` namespaces as the app's i18next holds them once a language is loaded.
const names: CountryNames = {
  getResource: (locale, namespace, key) =>
    (
      JSON.parse(
        readFileSync(join(import.meta.dirname, 'locales', locale, `${namespace}.json`), 'utf8'),
      ) as Record<string, string>
    )[key],
};

describe('countryName', () => {
  it.each([
    ['DE', 'en', 'Germany'],
    ['DE', 'en-GB', 'Germany'],
    ['DE', 'tr', 'Almanya'],
    ['DE', 'nl', 'Duitsland'],
    ['NL', 'nl', 'Nederland'],
    ['JP', 'tr', 'Japonya'],
    ['US', 'en', 'United States'],
    ['MY', 'en', 'Malaysia'],
  ] as const)('%s in %s is %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });

  it('reads codes in any case, as the country lookup may send them', () => {
    expect(countryName('de', 'nl')).toBe('Duitsland');
    expect(countryName(' fr ', 'en')).toBe('France');
  });

  it.each([
    ['XC', 'en', 'Malaysia (Chinese)'],
    ['XN', 'en', 'Malaysia (non-Chinese)'],
    ['XC', 'en-GB', 'Malaysia (Chinese)'],
    ['XN', 'tr', 'Malezya (Çinli olmayan)'],
    ['xc', 'nl', 'Maleisië (Chinees)'],
    ['XN', 'nl', 'Maleisië (niet-Chinees)'],
  ] as const)('names the special region %s in %s from the country namespace', (code, locale, name) => {
    expect(countryName(code, locale, names)).toBe(name);
  });

  it('names the special regions in English while the language’s namespace is not there', () => {
    expect(countryName('XC', 'tr')).toBe('Malaysia (Chinese)');
    expect(countryName('XC', 'tr', { getResource: () => undefined })).toBe('Malaysia (Chinese)');
  });

  it.each([...LOCALES])('names both special regions in %s', (locale) => {
    for (const code of SPECIAL_COUNTRY_CODES) {
      expect(countryName(code, locale, names)).not.toBe(code);
    }
  });

  it.each(['', 'D', 'DEU', '12', '??'])('gives back %j, which is no country code', (code) => {
    expect(countryName(code, 'en')).toBe(code);
  });
});

describe('knownCountryName', () => {
  it('names a country as countryName does', () => {
    expect(knownCountryName('de', 'tr')).toBe('Almanya');
    expect(knownCountryName('XC', 'en')).toBe('Malaysia (Chinese)');
    expect(knownCountryName('XN', 'nl', names)).toBe('Maleisië (niet-Chinees)');
  });

  // Regression: the matched popup said "From Unknown Region" for a partner whose country the server did not know.
  it.each(['ZZ', 'zz', '', '   ', 'XX', 'EUR', undefined])('has no name for %j', (code) => {
    expect(knownCountryName(code, 'en')).toBeUndefined();
  });
});
