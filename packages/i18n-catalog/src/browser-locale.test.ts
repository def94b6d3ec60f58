import { describe, expect, it } from 'vitest';
import { localeFromBrowser, pickLocale } from './browser-locale.ts';

describe('localeFromBrowser', () => {
  it.each<[string[], string | undefined]>([
    [['tr-TR', 'en'], 'tr'],
    [['nl'], 'nl'],
    [['en-GB', 'en'], 'en-GB'],
    [['en_gb'], 'en-GB'],
    [['en-US', 'nl'], 'en'],
    // The first language the site speaks, however far down the list.
    [['sw-KE', 'fil', 'nl-BE'], 'nl'],
    [['ja-JP', 'nl'], 'ja'],
    [['sw-KE', 'fil'], undefined],
    [[], undefined],
  ])('%j → %s', (languages, expected) => {
    expect(localeFromBrowser(languages)).toBe(expected);
  });

  // Browsers that still say iw, in or no (Norwegian) for Hebrew, Indonesian and Bokmål; against a list that has them.
  it.each([
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['he', 'he'],
  ])('%s → %s', (tag, locale) => {
    expect(pickLocale([tag], ['en', 'he', 'id', 'nb'])).toBe(locale);
  });
});
