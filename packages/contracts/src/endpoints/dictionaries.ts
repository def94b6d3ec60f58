import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** A dictionary entry: the wire code and a stable key that the i18n catalog translates. */
export const dictionaryEntrySchema = z.object({ code: z.number().int(), key: z.string() });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
const dictionary = z.array(dictionaryEntrySchema);

/** User status codes and their names (spec §9). Exempt. */
export const getOnlineStatusDictionary = endpoint({
  method: 'GET',
  path: '/facade/api/dict/exempt/onlinestatus',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: dictionary,
});

/** Gender codes and their names. Exempt. */
export const getUserGenderDictionary = endpoint({
  method: 'GET',
  path: '/facade/api/dict/exempt/usergender',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: dictionary,
});

/** Every interest a profile can list (spec §3). */
export const getInterests = endpoint({
  method: 'GET',
  path: '/facade/api/user/profile/interest/selectAll',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: dictionary,
});

/** Every spoken or chat language a profile can list (spec §3). */
export const getLanguages = endpoint({
  method: 'GET',
  path: '/facade/api/user/profile/language/selectAll',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: dictionary,
});
