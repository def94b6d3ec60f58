import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script, without types
import { commonPasswords, moduleText } from '../scripts/common-passwords.mjs';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.ts';
import { isCommonPassword, newPasswordProblem } from './common-passwords.ts';
import { PASSWORD_LENGTH } from './limits.ts';
import { readFileSync } from 'node:fs';

describe('the common passwords', () => {
  it('are what the script derives from the package it names (regenerate with its command)', () => {
    const shipped = readFileSync(new URL('./common-passwords-list.ts', import.meta.url), 'utf8');
    expect(shipped).toBe(moduleText(commonPasswords()));
  });

  it('hold thousands of passwords, each a length a new password may have', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list.length).toBeGreaterThan(7000);
    expect(new Set(list).size).toBe(list.length);
    for (const password of list) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_LENGTH.min);
      expect(password.length).toBeLessThanOrEqual(PASSWORD_LENGTH.max);
    }
  });

  it.each([
    '123456',
    'password',
    'qwerty',
    'Password',
    'PASSWORD',
    'abc123',
    'iloveyou',
    'letmein',
    '12345678',
  ])('knows %s', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each(['correct horse battery staple', 'Tr0ub4dor&3-aura', 'k7#pQ9!z'])('does not know %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});

describe('newPasswordProblem', () => {
  it('keeps the spec’s minimum, allows passphrases up to the maximum, refuses common ones', () => {
    expect(PASSWORD_LENGTH.min).toBe(6);
    expect(PASSWORD_LENGTH.max).toBeGreaterThanOrEqual(64);
    expect(newPasswordProblem('a1b2c')).toBe('length');
    expect(newPasswordProblem('123456')).toBe('common');
    expect(newPasswordProblem('x'.repeat(PASSWORD_LENGTH.max))).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(PASSWORD_LENGTH.max + 1))).toBe('length');
    expect(newPasswordProblem('a passphrase of several words, well over sixteen characters')).toBeUndefined();
    expect(newPasswordProblem('aura-2026!')).toBeUndefined();
  });
});
