import { DEFAULT_LANGUAGE_ID, LANGUAGE_IDS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { languageIdFromBrowser, languageIdOfLocale } from './language-ids.ts';
import { LOCALES } from './locales.ts';

describe('languageIdFromBrowser', () => {
  it('maps unknown languages to English, as the spec says', () => {
    expect(DEFAULT_LANGUAGE_ID).toBe(LANGUAGE_IDS.en);
  });

  it.each([
    ['tr-TR', LANGUAGE_IDS.tr],
    ['pt-BR', LANGUAGE_IDS.pt],
    ['en-GB', LANGUAGE_IDS.en],
    ['nl', LANGUAGE_IDS.nl],
    ['zh_Hant_TW', LANGUAGE_IDS.zh],
    [' de-AT ', LANGUAGE_IDS.de],
    ['AR', LANGUAGE_IDS.ar],
    // ISO 639 renamed these; the wire kept the old codes.
    ['he', LANGUAGE_IDS.iw],
    ['he-IL', LANGUAGE_IDS.iw],
    ['iw', LANGUAGE_IDS.iw],
    ['id', LANGUAGE_IDS.in],
    ['in', LANGUAGE_IDS.in],
    ['nb-NO', LANGUAGE_IDS.nb],
    ['no', LANGUAGE_IDS.nb],
    ['nn-NO', LANGUAGE_IDS.nb],
  ] as const)('%j → %i', (tag, id) => {
    expect(languageIdFromBrowser(tag)).toBe(id);
  });

  it.each(['zz', 'xx-YY', '', '   ', undefined, 'all', 'ALL', 'fil-PH', 'toString', '__proto__'])(
    '%j is unknown → English',
    (tag) => {
      expect(languageIdFromBrowser(tag)).toBe(DEFAULT_LANGUAGE_ID);
    },
  );
});

describe('languageIdOfLocale', () => {
  // The wire's code of each site language: its own, but for the renamed ones (he → iw, id → in) and British English.
  const WIRE: Record<string, keyof typeof LANGUAGE_IDS> = { 'en-GB': 'en', he: 'iw', id: 'in' };

  it.each([...LOCALES])('%s has the wire id of its language', (locale) => {
    const code = WIRE[locale] ?? locale;
    expect(Object.hasOwn(LANGUAGE_IDS, code), code).toBe(true);
    expect(languageIdOfLocale(locale)).toBe(LANGUAGE_IDS[code as keyof typeof LANGUAGE_IDS]);
  });

  it.each([
    ['he', LANGUAGE_IDS.iw],
    ['id', LANGUAGE_IDS.in],
    ['nb', LANGUAGE_IDS.nb],
    ['ar', LANGUAGE_IDS.ar],
  ] as const)('%s, registered or not, is %i on the wire', (locale, id) => {
    expect(languageIdOfLocale(locale)).toBe(id);
  });
});
