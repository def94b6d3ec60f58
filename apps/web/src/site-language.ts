// The site language a person picked lives in @aura/i18n-catalog, shared with the prerendered landing pages
// (apps/landing), which remember and honour the same pick.
export {
  SITE_LANGUAGE_ITEM,
  firstVisitPath,
  storeSiteLanguage,
  storedSiteLanguage,
} from '@aura/i18n-catalog';
