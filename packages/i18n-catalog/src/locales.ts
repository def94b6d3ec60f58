import type { RouteLanguagePrefix } from '@aura/contracts';

/** Translation chunks (spec §3), each loaded on demand per language. */
export const NAMESPACES = [
  'app',
  'base',
  'constellation',
  'country',
  'groups',
  'interest',
  'language',
  'shop',
  'webChat',
  'wheel',
  'live',
  'profile',
  'legal',
  'consent',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces that load on demand in English too, with the lazy route that needs them: the app's first load carries
 * none of their text (docs/performance.md). The screens using them wait for them (Suspense). `wheel` is the rewards'
 * (@aura/rewards: the check-in popup and its messages, tasks, activities); `webChat` is the messages and friends
 * screens' (@aura/im) and the gifts' (@aura/gifts: the panel, a received gift, the backpack; a namespace of their own
 * cost the first load its four loaders); `legal` the legal pages' paragraphs (their titles stay in `app`, for the
 * footer's links); `consent` the cookie popup's and the consent tool's words (@aura/consent, mounted after the first
 * render).
 */
export const ON_DEMAND_NAMESPACES: readonly Namespace[] = [
  'profile',
  'shop',
  'webChat',
  'wheel',
  'legal',
  'consent',
];

/**
 * Namespaces every screen needs; loaded before the first render in a language. `country` holds the two names Intl
 * does not know (country-name.ts), needed synchronously.
 */
export const CORE_NAMESPACES: readonly Namespace[] = ['app', 'base', 'country'];

/**
 * The languages the site speaks besides English, which is bundled: each loads on demand, namespace by namespace.
 * Keep in step with the folders under src/locales/ (catalog.test.ts). Adding a finished translation is one line
 * here (docs/i18n.md, "Adding a language"); its route prefix (`/ja`) and the wire id follow from the code.
 */
// prettier-ignore
export const LAZY_LOCALES = [
  'en-GB',
  'tr',
  'nl',
  'ja',
  'zh',
  'ko',
  'th',
  'vi',
  'id',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'ca',
  'ru',
  'uk',
  'pl',
  'cs',
  'hr',
  'hu',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'bn',
  'el',
  'da',
  'sv',
  'nb',
  'fi',
  'is',
  'ms',
] as const;
export const FALLBACK_LOCALE = 'en';
const withEnglish = <T extends readonly string[]>(lazy: T): readonly [typeof FALLBACK_LOCALE, ...T] => [
  FALLBACK_LOCALE,
  ...lazy,
];
// Pure: a bundle that uses no list (the landing's script) leaves it out; an array spread alone would stay.
export const LOCALES = /* @__PURE__ */ withEnglish(LAZY_LOCALES);
export type Locale = (typeof LOCALES)[number];

/** British English's prefix is the spec's `gb` (§2); every other language's is its own code. */
const GB: RouteLanguagePrefix = 'gb';

// Every language's prefix must be one of @aura/contracts' (the gateway reads them too): a language whose code is
// none fails to compile here.
type PrefixedLocale = Exclude<Locale, typeof FALLBACK_LOCALE | 'en-GB'>;
const prefixed = (locale: PrefixedLocale): RouteLanguagePrefix => locale;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The route prefix that selects `locale` (`ja` → `ja`, `en-GB` → `gb`), or undefined for English, which has none. */
export function prefixOfLocale(locale: Locale): RouteLanguagePrefix | undefined {
  if (locale === FALLBACK_LOCALE) return undefined;
  return locale === 'en-GB' ? GB : prefixed(locale);
}

/** The locale a route prefix selects (`gb` → `en-GB`, `tr` → `tr`), or undefined for a language not registered. */
export function localeOfPrefix(prefix: string): Locale | undefined {
  if (prefix === GB) return 'en-GB';
  return prefix !== FALLBACK_LOCALE && prefix !== 'en-GB' && isLocale(prefix) ? prefix : undefined;
}

/** Languages written right to left (issue 17): their pages get `dir="rtl"`. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he', 'ur'];

/** The writing direction of a language tag (`ar`, `fa-IR` → `rtl`; anything else `ltr`), for `<html dir>`. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
