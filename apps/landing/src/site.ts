import { APP_ROUTES, LANDING_ORIGIN_MARK } from '@aura/contracts';
import { LEGAL_PAGES, type LegalPageName } from '@aura/i18n-catalog';
import { LOCALES, pathWithLanguage, type Locale } from '@aura/i18n-catalog/routing';

/** A prerendered page: the landing page, a legal or information page, or the marketing landings' page. */
export type PageName = 'home' | 'campaign' | LegalPageName;

/** The pages a search engine may index, in every language (the marketing landings are ad destinations: noindex). */
export const INDEXED_PAGES: readonly PageName[] = ['home', ...LEGAL_PAGES];

/** The marketing landings' paths (spec §2: landings/… and lp/en/…): every path under them is the campaign page. */
export const CAMPAIGN_PATHS = [APP_ROUTES.landings, APP_ROUTES.marketing].map((route) => route.slice(0, -2));

/** Where the gateway puts its own origin (PUBLIC_URL): canonical and alternate links are absolute. */
export const ORIGIN_MARK = LANDING_ORIGIN_MARK;

/** The app's route a call to action hands a visitor to: a guarded one, so the app opens its login popup there. */
export const HAND_OFF_ROUTE = APP_ROUTES.wall;

/** A page's address without language prefix (`/`, `/about-us`). */
export function pathOf(page: PageName): string {
  if (page === 'home') return APP_ROUTES.root;
  if (page === 'campaign') return CAMPAIGN_PATHS[0]!;
  return APP_ROUTES[page];
}

/** A page's address in a language (`/tr/about-us`, `/tr`). */
export function hrefOf(page: PageName, locale: Locale): string {
  return pathWithLanguage(pathOf(page), locale);
}

/** The hreflang value of a locale: the language tag itself (`en-GB`), as search engines read it. */
export const hreflangOf = (locale: Locale): string => locale;

/** The pages' file names in the build (dist/pages/…): one per page and language. */
export function fileOf(page: PageName, locale: Locale): string {
  const href = page === 'campaign' ? pathWithLanguage('/campaign', locale) : hrefOf(page, locale);
  return `pages${href === '/' ? '/index' : href}.html`;
}

export { LOCALES, type Locale };
