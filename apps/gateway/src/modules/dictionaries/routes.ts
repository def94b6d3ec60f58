import {
  CHAT_LANGUAGES,
  GENDERS,
  INTERESTS,
  USER_STATUS,
  getInterests,
  getLanguages,
  getOnlineStatusDictionary,
  getUserGenderDictionary,
  type DictionaryEntry,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';

const entries = (record: Record<string, number>): DictionaryEntry[] =>
  Object.entries(record).map(([key, code]) => ({ code, key }));

const ONLINE_STATUS = entries(USER_STATUS);
const GENDER = entries(GENDERS);
const INTEREST = entries(INTERESTS);
const LANGUAGE = CHAT_LANGUAGES.map(({ key, id }) => ({ code: id, key }));

/** The dictionaries of spec §7: codes with stable keys; the i18n catalog translates the keys. */
export function dictionaryRoutes(app: FastifyInstance, services: ProtocolServices): void {
  route(app, services, getOnlineStatusDictionary, () => ONLINE_STATUS);
  route(app, services, getUserGenderDictionary, () => GENDER);
  route(app, services, getInterests, () => INTEREST);
  route(app, services, getLanguages, () => LANGUAGE);
}
