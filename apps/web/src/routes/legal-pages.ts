// The list is @aura/i18n-catalog's, shared with the prerendered landing pages (apps/landing).
export { LEGAL_PAGES, LEGAL_VALUES, type LegalPageName } from '@aura/i18n-catalog';
