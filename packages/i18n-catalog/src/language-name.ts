import type { Locale } from './locales.ts';

/**
 * A site language named in its own language (`tr` → `Türkçe`, `nl` → `Nederlands`), as a language picker lists
 * them: the same whatever language the page is in, so a person finds theirs (issue 18). The platform's
 * `Intl.DisplayNames`; the code itself where it knows no name.
 */
export function languageName(locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
