import { localeFromBrowser } from './browser-locale.ts';
import { FALLBACK_LOCALE, isLocale, type Locale } from './locales.ts';
import { languageFromPath, pathWithLanguage } from './route-language.ts';

/** Where the language a person picked is kept on the device (spec §3: the site language is stored). */
export const SITE_LANGUAGE_ITEM = 'aura.siteLanguage';

type ItemStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): ItemStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage denied (privacy settings): nothing is remembered.
    return undefined;
  }
}

/** The language this device's person picked with the language picker, if any. */
export function storedSiteLanguage(storage = defaultStorage()): Locale | undefined {
  try {
    const value = storage?.getItem(SITE_LANGUAGE_ITEM);
    return value && isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the language picked, for the next visit to an address that names none. */
export function storeSiteLanguage(locale: Locale, storage = defaultStorage()): void {
  try {
    storage?.setItem(SITE_LANGUAGE_ITEM, locale);
  } catch {
    // Not remembered; the address carries the language all the same.
  }
}

/**
 * Where a visit starts when its address names no language (issue 18): in the language picked on this device before,
 * else the first of the browser's languages (`navigator.languages`) the site is translated into, else English.
 * Answers the address to go to instead (`/wall` → `/tr/wall`), or undefined to stay: an address with a language
 * prefix (translated or not) keeps it, and English has none.
 */
export function firstVisitPath(
  path: string,
  browserLanguages: readonly string[],
  stored: Locale | undefined,
): string | undefined {
  const { prefix, untranslated } = languageFromPath(path);
  if (prefix !== undefined || untranslated !== undefined) return undefined;
  const locale = stored ?? localeFromBrowser(browserLanguages) ?? FALLBACK_LOCALE;
  return locale === FALLBACK_LOCALE ? undefined : pathWithLanguage(path, locale);
}
