import {
  BUSINESS_CODES,
  PASSWORD_LENGTH,
  PROFILE_LIMITS,
  PROTOCOL_ERRORS,
  REBIND_LOCK_DAYS,
} from '@aura/contracts';
import { createI18n } from '@aura/i18n-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeError } from './fields.ts';
import type { Message } from './message.ts';
import { ERROR_MESSAGES, messageFor } from './messages.ts';

const i18n = createI18n();
const text = (message: Message) =>
  (i18n.t as unknown as (key: string, values?: object) => string)(message.key, message.values);

beforeAll(async () => {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  // The namespaces the app loads with the screens that meet these codes (profile, messages, the shop, rewards).
  await i18n.loadNamespaces(['profile', 'webChat', 'shop', 'wheel']);
});

describe('messageFor', () => {
  it('has a message for every business code', () => {
    for (const [name, code] of Object.entries(BUSINESS_CODES)) {
      expect(ERROR_MESSAGES[code], name).toBeDefined();
    }
  });

  it.each(Object.entries(ERROR_MESSAGES))(
    '%s names a catalog text and fills its placeholders',
    (_code, message) => {
      // With its values: a plural text (`_one`, `_other`) is found only with its count.
      expect(i18n.exists(message.key, message.values), message.key).toBe(true);
      expect(text(message)).not.toMatch(/\{\{|\}\}/);
    },
  );

  it.each([
    [BUSINESS_CODES.codeIncorrect, 'Incorrect verification code.'],
    [BUSINESS_CODES.tooManyWrongPasswords, 'Too many incorrect passwords. Use Forgot Password to reset it.'],
    [BUSINESS_CODES.resetTimedOut, 'Password reset timed out. Please verify your phone number again.'],
    [BUSINESS_CODES.phoneRegistrationUnavailable, 'Phone registration is not available in the country.'],
    [BUSINESS_CODES.emailRegistrationClosed, 'Email registration has been closed; use other methods.'],
    [BUSINESS_CODES.nicknameSensitive, 'Nicknames contain sensitive words.'],
    [BUSINESS_CODES.genderLocked, 'Cannot change after selection.'],
    [BUSINESS_CODES.invalidCredentials, 'Invalid username or password.'],
    [
      BUSINESS_CODES.bindLocked,
      `This is linked to another account and cannot be moved for ${REBIND_LOCK_DAYS} days.`,
    ],
    [BUSINESS_CODES.underAge, `You must be at least ${PROFILE_LIMITS.minAge} years old to use this site.`],
  ])('%i shows the spec’s words', (code, sentence) => {
    expect(text(messageFor({ code }))).toBe(sentence);
  });

  it.each([
    [BUSINESS_CODES.tooManyOperations, 600, 'Too many attempts. Please try again in 10 min.'],
    [BUSINESS_CODES.tooManyOperations, 61, 'Too many attempts. Please try again in 2 min.'],
    [BUSINESS_CODES.tooManyOperations, 42, 'Too many attempts. Please try again in 42 s.'],
    [PROTOCOL_ERRORS.rateLimited, 5, 'Too many attempts. Please try again in 5 s.'],
  ])('%i with a wait of %i s names the wait', (code, retryAfterSeconds, sentence) => {
    expect(text(messageFor({ code, data: { retryAfterSeconds } }))).toBe(sentence);
  });

  it('falls back to "try again later" when the wait is unknown', () => {
    for (const data of [undefined, null, {}, { retryAfterSeconds: 'soon' }, { retryAfterSeconds: -1 }]) {
      expect(text(messageFor({ code: BUSINESS_CODES.tooManyOperations, data }))).toBe(
        'Too many attempts. Please try again later.',
      );
    }
  });

  it('says "connection error" when nothing answered, and the generic apology for the unknown', () => {
    expect(messageFor({ code: 0, reason: 'network' }).key).toBe('base:errors.connection');
    expect(messageFor({ code: 0, reason: 'timeout' }).key).toBe('base:errors.connection');
    expect(text(messageFor({ code: 5000, reason: 'server' }))).toBe(
      'Something went wrong. We apologise. Please try again later.',
    );
  });
});

describe('placeError', () => {
  const placement = {
    codes: { [BUSINESS_CODES.codeIncorrect]: 'code' as const },
    issues: { password: { field: 'password' as const, message: { key: 'base:validation.passwordLength' } } },
  };

  it('puts a code that belongs to a field under it', () => {
    expect(placeError({ code: BUSINESS_CODES.codeIncorrect }, placement)).toEqual({
      error: undefined,
      fieldErrors: { code: { key: 'base:phone.incorrectCode' } },
    });
  });

  it('maps the server’s zod issues to their fields, the rest above the form', () => {
    const invalid = {
      code: PROTOCOL_ERRORS.invalidRequest,
      data: {
        issues: [
          {
            field: 'password',
            message: `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
          },
        ],
      },
    };
    expect(placeError(invalid, placement)).toEqual({
      error: undefined,
      fieldErrors: { password: { key: 'base:validation.passwordLength' } },
    });
    const mixed = {
      ...invalid,
      data: { issues: [...invalid.data.issues, { field: 'other', message: 'x' }] },
    };
    expect(placeError(mixed, placement).error).toEqual({ key: 'base:errors.generic' });
  });

  it('shows anything else above the form', () => {
    expect(placeError({ code: BUSINESS_CODES.tooManyWrongCodes }, placement)).toEqual({
      error: { key: 'base:phone.tooManyWrongCodes' },
      fieldErrors: {},
    });
  });
});
