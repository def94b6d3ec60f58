import { z } from 'zod';
import { LANGUAGE_IDS } from './language-codes.ts';

// The plain constants are language-codes.ts's; what imported them from here still does.
export * from './language-codes.ts';

export const languageIdSchema = z.literal(Object.values(LANGUAGE_IDS));

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
