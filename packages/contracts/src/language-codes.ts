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

/** Route prefixes that select a language (spec §2); no prefix means English. */
export const ROUTE_LANGUAGE_PREFIXES = ['tr', 'gb', 'nl'] as const;
export type RouteLanguagePrefix = (typeof ROUTE_LANGUAGE_PREFIXES)[number];
