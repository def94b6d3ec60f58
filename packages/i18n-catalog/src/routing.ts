// The language rules without i18next or React: what a page's address says about its language, and the language a
// person picked. The landing pages' script (apps/landing) bundles these and nothing else of the catalog.
export { localeFromBrowser, pickLocale } from './browser-locale.ts';
export {
  FALLBACK_LOCALE,
  LOCALES,
  RTL_LANGUAGES,
  directionOf,
  isLocale,
  localeOfPrefix,
  prefixOfLocale,
  type Locale,
} from './locales.ts';
export { languageFromPath, pathWithLanguage, pathWithPrefix } from './route-language.ts';
export {
  SITE_LANGUAGE_ITEM,
  firstVisitPath,
  storeSiteLanguage,
  storedSiteLanguage,
} from './site-language.ts';
