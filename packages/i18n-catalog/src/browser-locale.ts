import { LOCALES, type Locale } from './locales.ts';

/** Browser language codes that ISO 639 renamed or split, with the code of the site's folder. */
const ALIASES: Record<string, string> = { iw: 'he', in: 'id', no: 'nb', nn: 'nb' };

/**
 * The first of a browser's preferred languages (`navigator.languages`, most preferred first) that is one of
 * `locales`, exactly (`en-GB`) or by its base language (`tr-TR` → `tr`, `en-US` → `en`, `iw-IL` → `he`); undefined
 * when none is. The landing's script passes the languages its page lists, to carry no table of its own.
 */
export function pickLocale<L extends string>(
  languages: readonly string[],
  locales: readonly L[],
): L | undefined {
  for (const tag of languages) {
    const wanted = tag.trim().toLowerCase().replace('_', '-');
    const exact = locales.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const base = wanted.split('-')[0] ?? '';
    const found = locales.find((locale) => locale === (ALIASES[base] ?? base));
    if (found) return found;
  }
  return undefined;
}

/** The site's language for a browser's preferred languages: the first the site is translated into (pickLocale). */
export function localeFromBrowser(languages: readonly string[]): Locale | undefined {
  return pickLocale(languages, LOCALES);
}
