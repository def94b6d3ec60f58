import { LOCALES, type Locale } from './locales.ts';

/**
 * The site's language for a browser's preferred languages (`navigator.languages`, most preferred first): the first
 * one the site is translated into, exactly (`en-GB`) or by its base language (`tr-TR` → `tr`, `en-US` → `en`);
 * undefined when none is.
 */
export function localeFromBrowser(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const wanted = tag.trim().toLowerCase().replace('_', '-');
    const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const base = LOCALES.find((locale) => locale === wanted.split('-')[0]);
    if (base) return base;
  }
  return undefined;
}
