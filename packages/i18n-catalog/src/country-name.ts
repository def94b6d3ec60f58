import { SPECIAL_REGIONS, UNKNOWN_COUNTRY } from '@aura/contracts';
import english from './locales/en/country.json';
import type { Locale } from './locales.ts';

/**
 * Region codes the country list uses beyond ISO 3166 (spec §3, `SPECIAL_REGIONS` in contracts): Malaysia split
 * into a Chinese and a non-Chinese region. They sit in the user-assigned X? range, so Intl knows no names for them.
 */
export const SPECIAL_COUNTRY_CODES = Object.keys(SPECIAL_REGIONS) as (keyof typeof SPECIAL_REGIONS)[];
export type SpecialCountryCode = keyof typeof SPECIAL_REGIONS;

/**
 * Where the two special names come from: the app's i18next instance, whose `country` namespace is a core one
 * (loaded before a language is shown, locales.ts); English's is bundled. Bundling every language's would cost the
 * first load about 40 bytes a language.
 */
export type CountryNames = { getResource(locale: string, namespace: 'country', key: string): unknown };

function specialName(code: SpecialCountryCode, locale: Locale, names: CountryNames | undefined): string {
  const name = names?.getResource(locale, 'country', code);
  return typeof name === 'string' ? name : english[code];
}

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
 * regions come from the `country` namespace of `names` (the app's i18next; English without it); a code that is
 * not a country comes back as it was given.
 */
export function countryName(code: string, locale: Locale, names?: CountryNames): string {
  const upper = code.trim().toUpperCase();
  if (isSpecialCode(upper)) return specialName(upper, locale, names);
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return regionNames(locale).of(upper) ?? code;
}

/**
 * The name of a country to show after "From": none when the code says the country is not known (`ZZ`, which Intl
 * would call "Unknown Region") or is not a country code at all, so that the screen says nothing rather than that.
 */
export function knownCountryName(
  code: string | undefined,
  locale: Locale,
  names?: CountryNames,
): string | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  if (upper === UNKNOWN_COUNTRY.ab) return undefined;
  if (!isSpecialCode(upper) && !/^[A-Z]{2}$/.test(upper)) return undefined;
  const name = countryName(upper, locale, names);
  return name === upper ? undefined : name;
}
