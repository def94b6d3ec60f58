import { describe, expect, it } from 'vitest';
import { ROUTE_LANGUAGE_PREFIXES } from '@aura/contracts';
import { LOCALES, localeOfPrefix } from './locales.ts';
import { languageFromPath, pathWithLanguage, pathWithPrefix, type RouteLanguage } from './route-language.ts';

describe('languageFromPath', () => {
  it.each<[string, RouteLanguage]>([
    ['', { prefix: undefined, locale: 'en', path: '/' }],
    ['/', { prefix: undefined, locale: 'en', path: '/' }],
    ['/tr', { prefix: 'tr', locale: 'tr', path: '/' }],
    ['/tr/wall', { prefix: 'tr', locale: 'tr', path: '/wall' }],
    ['/gb/shop?x', { prefix: 'gb', locale: 'en-GB', path: '/shop?x' }],
    ['/nl/', { prefix: 'nl', locale: 'nl', path: '/' }],
    ['/trx/wall', { prefix: undefined, locale: 'en', path: '/trx/wall' }],
    ['/wall', { prefix: undefined, locale: 'en', path: '/wall' }],
    ['/nl/profile/42', { prefix: 'nl', locale: 'nl', path: '/profile/42' }],
    ['/gb?x=1', { prefix: 'gb', locale: 'en-GB', path: '/?x=1' }],
    ['/tr#top', { prefix: 'tr', locale: 'tr', path: '/#top' }],
    ['/wall/tr', { prefix: undefined, locale: 'en', path: '/wall/tr' }],
    ['/TR/wall', { prefix: undefined, locale: 'en', path: '/TR/wall' }],
    ['/ja/profile/42?x#y', { prefix: 'ja', locale: 'ja', path: '/profile/42?x#y' }],
    // A language code that selects no translation keeps its path, in English (issue 18): the wire's old codes of
    // Hebrew and Indonesian (their prefixes are he and id) and the wire's ud.
    ['/iw/wall', { prefix: undefined, untranslated: 'iw', locale: 'en', path: '/wall' }],
    ['/in', { prefix: undefined, untranslated: 'in', locale: 'en', path: '/' }],
    ['/ud/profile/42?x#y', { prefix: undefined, untranslated: 'ud', locale: 'en', path: '/profile/42?x#y' }],
    ['/en/wall', { prefix: undefined, untranslated: 'en', locale: 'en', path: '/wall' }],
    // Not a language code of the wire's: a path like any other.
    ['/xx/wall', { prefix: undefined, locale: 'en', path: '/xx/wall' }],
    ['/all/wall', { prefix: undefined, locale: 'en', path: '/all/wall' }],
    ['/DE/wall', { prefix: undefined, locale: 'en', path: '/DE/wall' }],
    ['/JA/wall', { prefix: undefined, locale: 'en', path: '/JA/wall' }],
  ])('%j', (input, expected) => {
    expect(languageFromPath(input)).toEqual(expected);
  });
});

describe('pathWithLanguage', () => {
  it.each([
    ['/wall', 'tr', '/tr/wall'],
    ['/', 'tr', '/tr'],
    ['', 'nl', '/nl'],
    ['/shop?x', 'en-GB', '/gb/shop?x'],
    ['/?x=1', 'en-GB', '/gb?x=1'],
    ['wall', 'nl', '/nl/wall'],
    ['/wall', 'en', '/wall'],
    ['/', 'en', '/'],
  ] as const)('(%j, %s) → %j', (path, locale, expected) => {
    expect(pathWithLanguage(path, locale)).toBe(expected);
  });

  it.each(['', '/', '/tr', '/tr/wall', '/gb/shop?x', '/nl/', '/trx/wall', '/wall'])(
    'gives %j its language back after languageFromPath took it off',
    (input) => {
      const { locale, path } = languageFromPath(input);
      expect(languageFromPath(pathWithLanguage(path, locale))).toEqual(languageFromPath(input));
    },
  );

  it.each(['/iw/wall', '/in', '/ud/profile/42?x#y', '/en/wall?x'])(
    'gives %j its untranslated prefix back after languageFromPath took it off',
    (input) => {
      const { untranslated, path } = languageFromPath(input);
      expect(pathWithPrefix(path, untranslated)).toBe(input);
    },
  );

  it.each([...LOCALES])('puts the prefix of %s where languageFromPath reads it', (locale) => {
    expect(languageFromPath(pathWithLanguage('/wall', locale))).toMatchObject({ locale, path: '/wall' });
  });
});

describe('a language not registered yet', () => {
  const unregistered = ROUTE_LANGUAGE_PREFIXES.filter((prefix) => !localeOfPrefix(prefix));

  // Its prefix is reserved (the gateway's return-to reads the same list): the page, in English, the prefix kept.
  it.each(unregistered.length > 0 ? unregistered : ['iw'])('keeps /%s/wall, in English', (prefix) => {
    expect(languageFromPath(`/${prefix}/wall`)).toEqual({
      prefix: undefined,
      untranslated: prefix,
      locale: 'en',
      path: '/wall',
    });
  });
});
