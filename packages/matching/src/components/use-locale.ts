import { FALLBACK_LOCALE, isLocale, useTranslation, type Locale } from '@aura/i18n-catalog';

/** The language the screens are shown in, as the catalog names it (country names and number grouping follow it). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLocale(language) ? language : FALLBACK_LOCALE;
}
