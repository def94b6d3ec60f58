import { BUSINESS_CODES, UNKNOWN_COUNTRY } from '@aura/contracts';
// The mobile metadata validates the digits of mobile numbers precisely (the default metadata checks only lengths)
// and refuses landlines, which can receive neither SMS nor WhatsApp codes.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Config } from '../../config.ts';
import { GatewayError } from '../../protocol/errors.ts';

export interface PhoneNumber {
  /** As stored and compared: E.164, `+905321234567`. */
  e164: string;
  /** ISO 3166-1 alpha-2 of the number; undefined for non-geographic numbers. */
  country: string | undefined;
}

/**
 * Parses a number as typed. Without a leading `+` it is read as a national number of `defaultCountry` (the
 * caller's country by IP); an unknown caller country (`ZZ`) then leaves it invalid.
 */
export function parsePhone(input: string, defaultCountry?: string): PhoneNumber {
  const region =
    defaultCountry && defaultCountry !== UNKNOWN_COUNTRY.ab ? (defaultCountry as CountryCode) : undefined;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(input.trim(), region);
  } catch {
    parsed = undefined;
  }
  if (!parsed?.isValid()) {
    throw new GatewayError(BUSINESS_CODES.phoneInvalid, 'Please enter a valid mobile number.');
  }
  return { e164: parsed.number, country: parsed.country };
}

export type RegistrationVerdict = 'allowed' | 'disabled' | 'unavailable';

/** Whether a new account may be made with this number: sign-up by phone on, and offered in its country. */
export function registrationVerdict(accounts: Config['accounts'], phone: PhoneNumber): RegistrationVerdict {
  if (!accounts.phoneRegistration) return 'disabled';
  if (phone.country && accounts.phoneRegistrationBlockedCountries.includes(phone.country))
    return 'unavailable';
  return 'allowed';
}

/** Throws the spec's error when sign-up with this number is not allowed. */
export function assertRegistrationAllowed(accounts: Config['accounts'], phone: PhoneNumber): void {
  const verdict = registrationVerdict(accounts, phone);
  if (verdict === 'disabled') {
    throw new GatewayError(
      BUSINESS_CODES.phoneRegistrationDisabled,
      'Phone registration is closed; use another method.',
    );
  }
  if (verdict === 'unavailable') {
    throw new GatewayError(
      BUSINESS_CODES.phoneRegistrationUnavailable,
      'Phone registration is not available in the country.',
    );
  }
}

/** A number as it may appear in logs: country code and last two digits. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)}…${e164.slice(-2)}`;
}
