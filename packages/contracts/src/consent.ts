/** Countries whose users get the EU consent tool (spec §9, 28 codes). */
export const EU_CONSENT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
] as const;
export type EuConsentCountry = (typeof EU_CONSENT_COUNTRIES)[number];

export function isEuConsentCountry(countryCode: string): boolean {
  return (EU_CONSENT_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase());
}

/** The consent script is retried this many times, this far apart. */
export const CONSENT_SCRIPT_RETRY = { attempts: 3, intervalMs: 15 } as const;

/**
 * A gateway in test mode (TEST_CLOCK, NODE_ENV=test) takes the caller's country from this header instead of its
 * address, so that a test can be a visitor from anywhere; any other gateway ignores it (docs/consent.md).
 */
export const TEST_COUNTRY_HEADER = 'x-aura-test-country';
