// The language codes as plain constants, apart from their schemas (languages.ts): a bundle that needs only these
// (the landing pages' script) leaves zod out.

/** Language ids used on the wire (`languageId` in every envelope), spec §3. */
export const LANGUAGE_IDS = {
  all: 0,
  en: 1,
  zh: 2,
  es: 3,
  ru: 4,
  fr: 5,
  ja: 6,
  de: 7,
  ar: 8,
  ur: 9,
  in: 10,
  bn: 11,
  pt: 12,
  nl: 13,
  ko: 14,
  da: 15,
  fi: 16,
  nb: 17,
  sv: 18,
  pl: 19,
  tr: 20,
  uk: 21,
  hr: 22,
  cs: 23,
  el: 24,
  iw: 25,
  th: 26,
  ms: 27,
  ca: 28,
  hu: 29,
  vi: 30,
  hi: 31,
  it: 32,
  is: 33,
  fa: 34,
  ud: 35,
  sn: 36,
} as const;

export type LanguageCode = keyof typeof LANGUAGE_IDS;
export type LanguageId = (typeof LANGUAGE_IDS)[LanguageCode];

/** Unknown browser languages map to English. */
export const DEFAULT_LANGUAGE_ID: LanguageId = LANGUAGE_IDS.en;

/**
 * Route prefixes that select a language; no prefix means English. The spec's tr, gb (British English) and nl (§2),
 * then every other language of the site by its BCP 47 code (issue 17: `he` and `id`, not the wire's iw and in). A
 * prefix of a language whose translation is not registered yet shows the page in English, the prefix kept
 * (@aura/i18n-catalog's route-language.ts).
 */
export const ROUTE_LANGUAGE_PREFIXES = [
  'tr',
  'gb',
  'nl',
  ...['ja', 'zh', 'ko', 'th', 'vi', 'id'],
  ...['de', 'fr', 'es', 'pt', 'it', 'ca'],
  ...['ru', 'uk', 'pl', 'cs', 'hr', 'hu'],
  ...['ar', 'he', 'fa', 'ur', 'hi', 'bn'],
  ...['el', 'da', 'sv', 'nb', 'fi', 'is', 'ms'],
] as const;
export type RouteLanguagePrefix = (typeof ROUTE_LANGUAGE_PREFIXES)[number];
