import type { ConsentTexts } from './texts.ts';

/** The words of the consent UI from a translate function over the catalog's `consent` namespace. */
export function consentTextsOf(t: (key: keyof ConsentTexts) => string): ConsentTexts {
  const keys: (keyof ConsentTexts)[] = [
    'popupText',
    'popupAccept',
    'cookiePolicy',
    'title',
    'firstLayerText',
    'acceptAll',
    'rejectAll',
    'manage',
    'manageTitle',
    'purposes',
    'specialFeatures',
    'vendors',
    'save',
    'close',
  ];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as unknown as ConsentTexts;
}
