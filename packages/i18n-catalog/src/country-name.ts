import { SPECIAL_REGIONS, UNKNOWN_COUNTRY } from '@aura/contracts';
import englishGb from './locales/en-GB/country.json';
import english from './locales/en/country.json';
import dutch from './locales/nl/country.json';
import turkish from './locales/tr/country.json';
import type { Locale } from './locales.ts';

/**
 * Region codes the country list uses beyond ISO 3166 (spec §3, `SPECIAL_REGIONS` in contracts): Malaysia split
 * into a Chinese and a non-Chinese region. They sit in the user-assigned X? range, so Intl knows no names for them.
 */
export const SPECIAL_COUNTRY_CODES = Object.keys(SPECIAL_REGIONS) as (keyof typeof SPECIAL_REGIONS)[];
export type SpecialCountryCode = keyof typeof SPECIAL_REGIONS;

// Two short names per language, needed synchronously; bundling them costs less than waiting for the namespace.
const SPECIAL_NAMES: Record<Locale, Record<SpecialCountryCode, string>> = {
  en: english,
  'en-GB': englishGb,
  tr: turkish,
  nl: dutch,
};

const displayNames = new Map<Locale, Intl.DisplayNames>();

function regionNames(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

function isSpecialCode(code: string): code is SpecialCountryCode {
  return (SPECIAL_COUNTRY_CODES as readonly string[]).includes(code);
}

/**
 * The name of a country in `locale`, from its two-letter code (`DE` → `Almanya` in Turkish). The two Malaysian
 * regions come from the `country` namespace; a code that is not a country comes back as it was given.
 */
export function countryName(code: string, locale: Locale): string {
  const upper = code.trim().toUpperCase();
  if (isSpecialCode(upper)) return SPECIAL_NAMES[locale][upper];
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return regionNames(locale).of(upper) ?? code;
}

/**
 * The name of a country to show after "From": none when the code says the country is not known (`ZZ`, which Intl
 * would call "Unknown Region") or is not a country code at all, so that the screen says nothing rather than that.
 */
export function knownCountryName(code: string | undefined, locale: Locale): string | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  if (upper === UNKNOWN_COUNTRY.ab) return undefined;
  if (!isSpecialCode(upper) && !/^[A-Z]{2}$/.test(upper)) return undefined;
  const name = countryName(upper, locale);
  return name === upper ? undefined : name;
}
