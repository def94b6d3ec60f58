import { ROUTE_LANGUAGE_PREFIXES, type RouteLanguagePrefix } from '@aura/contracts';

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

/** Namespaces every screen needs; loaded before the first render in a language. */
export const CORE_NAMESPACES: readonly Namespace[] = ['app', 'base'];

/** English is bundled; these load on demand. Keep in step with the folders under src/locales/. */
export const LAZY_LOCALES = ['en-GB', 'tr', 'nl'] as const;
export const FALLBACK_LOCALE = 'en';
export const LOCALES = [FALLBACK_LOCALE, ...LAZY_LOCALES] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale each route prefix selects (spec §2: tr, gb, nl; no prefix is English). */
export const PREFIX_LOCALES: Record<RouteLanguagePrefix, Locale> = {
  tr: 'tr',
  gb: 'en-GB',
  nl: 'nl',
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The route prefix that selects `locale`, or undefined for English, which has none. */
export function prefixOfLocale(locale: Locale): RouteLanguagePrefix | undefined {
  return ROUTE_LANGUAGE_PREFIXES.find((prefix) => PREFIX_LOCALES[prefix] === locale);
}
