import { BUSINESS_CODES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { maskPhone, parsePhone, registrationVerdict } from './numbers.ts';

const accounts = (overrides: Partial<Config['accounts']> = {}): Config['accounts'] => ({
  emailRegistration: true,
  phoneRegistration: true,
  phoneRegistrationBlockedCountries: [],
  oneSessionPerAccount: true,
  bindRewardCoins: 0,
  ...overrides,
});

const invalid = (input: string, country?: string) => {
  expect(() => parsePhone(input, country)).toThrow(
    expect.objectContaining({ code: BUSINESS_CODES.phoneInvalid }) as Error,
  );
};

describe('parsePhone', () => {
  it('reads international numbers however they are typed, into E.164 with their country', () => {
    expect(parsePhone('+90 532 123 45 67')).toEqual({ e164: '+905321234567', country: 'TR' });
    expect(parsePhone(' +31 (6) 1234-5678 ')).toEqual({ e164: '+31612345678', country: 'NL' });
    expect(parsePhone('+1 213 373 4253')).toEqual({ e164: '+12133734253', country: 'US' });
  });

  it("reads national numbers in the caller's country, and only there", () => {
    expect(parsePhone('0532 123 45 67', 'TR')).toEqual({ e164: '+905321234567', country: 'TR' });
    expect(parsePhone('06 12345678', 'NL').e164).toBe('+31612345678');
    // The + wins over the caller's country.
    expect(parsePhone('+31612345678', 'TR').country).toBe('NL');
    invalid('0532 123 45 67');
    invalid('0532 123 45 67', 'ZZ');
    invalid('0532 123 45 67', 'NL');
  });

  it('refuses landlines, short numbers, unknown plans and non-numbers', () => {
    invalid('+90 212 123 45 67');
    invalid('+31 20 123 4567');
    invalid('+31 6 1234');
    invalid('+999 123456789');
    invalid('not a number');
    invalid('');
  });
});

describe('registrationVerdict', () => {
  const turkish = parsePhone('+905321234567');

  it('allows sign-up by default', () => {
    expect(registrationVerdict(accounts(), turkish)).toBe('allowed');
  });

  it('is disabled when phone registration is off, whatever the country', () => {
    expect(registrationVerdict(accounts({ phoneRegistration: false }), turkish)).toBe('disabled');
  });

  it("is unavailable in the number's blocked country, not in others", () => {
    const blocked = accounts({ phoneRegistrationBlockedCountries: ['TR', 'IN'] });
    expect(registrationVerdict(blocked, turkish)).toBe('unavailable');
    expect(registrationVerdict(blocked, parsePhone('+31612345678'))).toBe('allowed');
  });
});

it('masks numbers for logs', () => {
  expect(maskPhone('+905321234567')).toBe('+90…67');
});
