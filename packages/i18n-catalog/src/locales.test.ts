import { ROUTE_LANGUAGE_PREFIXES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, directionOf, localeOfPrefix, prefixOfLocale } from './locales.ts';

describe('the site languages', () => {
  it('give every language but English a route prefix of @aura/contracts, which selects it again', () => {
    expect(prefixOfLocale('en')).toBeUndefined();
    expect(prefixOfLocale('en-GB')).toBe('gb');
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const prefix = prefixOfLocale(locale)!;
      expect(ROUTE_LANGUAGE_PREFIXES, locale).toContain(prefix);
      expect(localeOfPrefix(prefix)).toBe(locale);
    }
  });

  it('select no language by a code that is no prefix of a registered one', () => {
    for (const segment of ['en', 'en-GB', 'EN', 'iw', 'in', 'xx', ''])
      expect(localeOfPrefix(segment)).toBeUndefined();
  });

  it.each([
    ['ar', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['tr', 'ltr'],
    ['en-GB', 'ltr'],
  ])('writes %s %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});
