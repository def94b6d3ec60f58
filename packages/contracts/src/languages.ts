import { z } from 'zod';

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

export const languageIdSchema = z.literal(Object.values(LANGUAGE_IDS));

/** Route prefixes that select a language (spec §2); no prefix means English. */
export const ROUTE_LANGUAGE_PREFIXES = ['tr', 'gb', 'nl'] as const;
export type RouteLanguagePrefix = (typeof ROUTE_LANGUAGE_PREFIXES)[number];

/**
 * Spoken or chat languages a user can pick, in the spec's order. Ids below 1000 are language ids; 1001 and 1002
 * are the "For You" and "New" lists.
 */
export const CHAT_LANGUAGES = [
  { key: 'english', id: 1 },
  { key: 'thai', id: 26 },
  { key: 'turkish', id: 20 },
  { key: 'arabic', id: 8 },
  { key: 'hindi', id: 31 },
  { key: 'indonesian', id: 10 },
  { key: 'french', id: 5 },
  { key: 'new', id: 1002 },
  { key: 'vietnamese', id: 30 },
  { key: 'russian', id: 4 },
  { key: 'portuguese', id: 12 },
  { key: 'spanish', id: 3 },
  { key: 'forYou', id: 1001 },
] as const;
export type ChatLanguageKey = (typeof CHAT_LANGUAGES)[number]['key'];

/** Voice-room topics with their ids (spec §3). */
export const VOICE_ROOM_TOPICS = {
  forYou: 0,
  singing: 1,
  dancing: 2,
  chillChat: 3,
  datingTips: 4,
  beYourself: 5,
  sleepCall: 6,
  languageChat: 7,
  dailyLife: 8,
  makeFriends: 9,
  other: 99,
} as const;
export type VoiceRoomTopic = keyof typeof VOICE_ROOM_TOPICS;
