import { UNKNOWN_COUNTRY, isEuConsentCountry } from '@aura/contracts';

/**
 * Whether a visitor from `countryCode` must consent before anything optional runs: the 28 EU consent countries
 * (spec §9), and a country the gateway could not tell (`ZZ`, or no answer at all), which gets the strict treatment.
 */
export function consentRequired(countryCode: string | undefined): boolean {
  if (!countryCode || countryCode.toUpperCase() === UNKNOWN_COUNTRY.ab) return true;
  return isEuConsentCountry(countryCode);
}
