import { describe, expect, it } from 'vitest';
import { localeFromBrowser } from './browser-locale.ts';

describe('localeFromBrowser', () => {
  it.each<[string[], string | undefined]>([
    [['tr-TR', 'en'], 'tr'],
    [['nl'], 'nl'],
    [['en-GB', 'en'], 'en-GB'],
    [['en_gb'], 'en-GB'],
    [['en-US', 'nl'], 'en'],
    // The first language the site speaks, however far down the list.
    [['de-DE', 'ja', 'nl-BE'], 'nl'],
    [['de-DE', 'fr'], undefined],
    [[], undefined],
  ])('%j → %s', (languages, expected) => {
    expect(localeFromBrowser(languages)).toBe(expected);
  });
});
