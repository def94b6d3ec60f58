// Mobile metadata, as the gateway uses: it checks the digits of mobile numbers and refuses landlines, which can
// receive neither SMS nor WhatsApp codes.
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/** A country of the picker: its ISO code and calling code (`NL`, `31`). */
export interface CallingCountry {
  country: string;
  callingCode: string;
}

/** Every country a number can be entered for, with its calling code. */
export const CALLING_COUNTRIES: readonly CallingCountry[] = getCountries().map((country) => ({
  country,
  callingCode: getCountryCallingCode(country),
}));

const KNOWN = new Set<string>(getCountries());

export function isCallingCountry(country: string | undefined): country is CountryCode {
  return country !== undefined && KNOWN.has(country);
}

/** The picker's first choice: the visitor's country by IP when it has a calling code. */
export function defaultCallingCountry(ipCountry: string | undefined): string {
  return isCallingCountry(ipCountry) ? ipCountry : 'US';
}

/**
 * A mobile number typed in the national form of `country` (or in full with `+`), in E.164; undefined when it is
 * no valid mobile number.
 */
export function toE164(country: string, number: string): string | undefined {
  const typed = number.trim();
  if (!typed) return undefined;
  const parsed = parsePhoneNumberFromString(typed, isCallingCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A number as people read it (`+31 6 12345678`). */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** An example mobile number of `country` in national form, for the field's placeholder. */
export function exampleNumber(country: string): string | undefined {
  if (!isCallingCountry(country)) return undefined;
  return getExampleNumber(country, examples)?.formatNational();
}
