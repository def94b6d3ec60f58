/**
 * The words of the consent UI in the visitor's language, from the i18n catalog's `consent` namespace
 * (@aura/i18n-catalog); the vanilla UI takes them as they are, so the landing can inline one language's.
 */
export interface ConsentTexts {
  popupText: string;
  popupAccept: string;
  cookiePolicy: string;
  title: string;
  /** With `{{count}}`, the number of vendors. */
  firstLayerText: string;
  acceptAll: string;
  rejectAll: string;
  manage: string;
  manageTitle: string;
  purposes: string;
  specialFeatures: string;
  vendors: string;
  save: string;
  close: string;
}

export function withCount(text: string, count: number): string {
  return text.replace('{{count}}', String(count));
}
