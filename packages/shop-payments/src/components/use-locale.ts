import { FALLBACK_LOCALE, isLocale, useTranslation, type Locale } from '@aura/i18n-catalog';

/** The language the screens are shown in: prices and dates are written its way. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLocale(language) ? language : FALLBACK_LOCALE;
}

/** A price in minor units, as the locale writes money (`€8.99`, `8,99 €`). */
export function formatPrice(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}
