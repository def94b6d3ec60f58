import { DEFAULT_LANGUAGE_ID, LANGUAGE_IDS, type LanguageCode, type LanguageId } from '@aura/contracts';

/** Browser language codes whose wire code differs (ISO 639 renamed them; the wire kept the old codes). */
const WIRE_ALIASES: Record<string, LanguageCode> = {
  he: 'iw',
  id: 'in',
  no: 'nb',
  nn: 'nb',
};

function isLanguageCode(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGE_IDS, code);
}

/**
 * The wire language id for a browser language tag such as `tr-TR` or `pt-BR` (spec §3). Unknown languages map to
 * English (1).
 */
export function languageIdFromBrowser(tag: string | undefined): LanguageId {
  if (!tag) return DEFAULT_LANGUAGE_ID;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = WIRE_ALIASES[base] ?? base;
  // `all` is a filter value, never a person's language.
  if (code === 'all' || !isLanguageCode(code)) return DEFAULT_LANGUAGE_ID;
  return LANGUAGE_IDS[code];
}

/** The wire language id of a site locale (`en-GB` → 1, `tr` → 20). */
export function languageIdOfLocale(locale: string): LanguageId {
  return languageIdFromBrowser(locale);
}
