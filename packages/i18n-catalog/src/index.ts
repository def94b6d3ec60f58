export { createI18n, loadNamespace, type CreateI18nOptions, type NamespaceLoader } from './i18n.ts';
export {
  countryName,
  knownCountryName,
  SPECIAL_COUNTRY_CODES,
  type SpecialCountryCode,
} from './country-name.ts';
export { MESSAGE_VALUES, type MessageWithValues } from './message-values.ts';
export {
  CORE_NAMESPACES,
  FALLBACK_LOCALE,
  LAZY_LOCALES,
  LOCALES,
  NAMESPACES,
  ON_DEMAND_NAMESPACES,
  RTL_LANGUAGES,
  directionOf,
  isLocale,
  localeOfPrefix,
  prefixOfLocale,
  type Locale,
  type Namespace,
} from './locales.ts';
export { languageFromPath, pathWithLanguage, pathWithPrefix, type RouteLanguage } from './route-language.ts';
export { localeFromBrowser, pickLocale } from './browser-locale.ts';
export { LEGAL_PAGES, LEGAL_VALUES, type LegalPageName } from './legal.ts';
export {
  SITE_LANGUAGE_ITEM,
  firstVisitPath,
  storeSiteLanguage,
  storedSiteLanguage,
} from './site-language.ts';
export { languageName } from './language-name.ts';
export { PSEUDO_LOCALE, pseudoLocalize, pseudoNamespace } from './pseudo.ts';
export { languageIdFromBrowser, languageIdOfLocale } from './language-ids.ts';
export {
  languageLoadFailed,
  languageLoaded,
  localeSlice,
  routeLanguageDetected,
  type LocaleState,
} from './slice.ts';
export { selectLocale, selectLocaleStatus, type LocaleRootState } from './selectors.ts';
export { I18N_CONTEXT_KEY, localeSaga } from './saga.ts';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n as I18n } from 'i18next';
