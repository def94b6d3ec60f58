import { describe, expect, it } from 'vitest';
import {
  SITE_LANGUAGE_ITEM,
  firstVisitPath,
  storeSiteLanguage,
  storedSiteLanguage,
} from './site-language.ts';

describe('firstVisitPath', () => {
  it('starts an address with no language in the browser’s first language the site speaks', () => {
    expect(firstVisitPath('/wall?x=1#top', ['tr-TR', 'en'], undefined)).toBe('/tr/wall?x=1#top');
    expect(firstVisitPath('/', ['sw-KE', 'nl-BE'], undefined)).toBe('/nl');
    expect(firstVisitPath('/', ['ja-JP'], undefined)).toBe('/ja');
    expect(firstVisitPath('/', ['en-GB'], undefined)).toBe('/gb');
  });

  it('stays where it is in English: a browser in English or in languages the site does not speak', () => {
    expect(firstVisitPath('/wall', ['en-US', 'tr'], undefined)).toBeUndefined();
    expect(firstVisitPath('/wall', ['sw-KE', 'fil'], undefined)).toBeUndefined();
    expect(firstVisitPath('/wall', [], undefined)).toBeUndefined();
  });

  it('prefers the language picked on this device to the browser’s', () => {
    expect(firstVisitPath('/wall', ['tr'], 'en')).toBeUndefined();
    expect(firstVisitPath('/wall', ['en-US'], 'nl')).toBe('/nl/wall');
  });

  it('leaves an address that names a language alone, translated or not', () => {
    expect(firstVisitPath('/tr/wall', ['nl'], 'en-GB')).toBeUndefined();
    expect(firstVisitPath('/iw/wall', ['tr'], undefined)).toBeUndefined();
  });
});

describe('the stored site language', () => {
  it('keeps a picked language, and ignores anything that is none of the site’s', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(storedSiteLanguage(storage)).toBeUndefined();
    storeSiteLanguage('tr', storage);
    expect(items.get(SITE_LANGUAGE_ITEM)).toBe('tr');
    expect(storedSiteLanguage(storage)).toBe('tr');
    items.set(SITE_LANGUAGE_ITEM, 'sw');
    expect(storedSiteLanguage(storage)).toBeUndefined();
  });

  it('does without storage that throws', () => {
    const denied = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedSiteLanguage(denied)).toBeUndefined();
    expect(() => storeSiteLanguage('nl', denied)).not.toThrow();
  });
});
