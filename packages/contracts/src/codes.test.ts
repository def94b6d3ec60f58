import { describe, expect, it } from 'vitest';
import {
  BANNED_CODES,
  RELOGIN_CODES,
  RESULT_CODES,
  SESSION_EXPIRED_HTTP_STATUS,
  sessionErrorKind,
} from './codes.ts';

describe('session error table (spec §8)', () => {
  it('classifies every ban code as banned', () => {
    for (const code of BANNED_CODES) expect(sessionErrorKind(200, code)).toBe('banned');
    expect(BANNED_CODES).toEqual([
      RESULT_CODES.accountBanned,
      RESULT_CODES.deviceBanned,
      RESULT_CODES.accountAndDeviceBanned,
    ]);
  });

  it('classifies every re-login code as relogin', () => {
    for (const code of RELOGIN_CODES) expect(sessionErrorKind(200, code)).toBe('relogin');
    expect(RELOGIN_CODES).toContain(RESULT_CODES.activeOnAnotherDevice);
  });

  it('treats HTTP 401 as an expired session whatever the code', () => {
    expect(sessionErrorKind(SESSION_EXPIRED_HTTP_STATUS)).toBe('expired');
    expect(sessionErrorKind(SESSION_EXPIRED_HTTP_STATUS, RESULT_CODES.accountBanned)).toBe('expired');
  });

  it('leaves success and ordinary business errors alone', () => {
    expect(sessionErrorKind(200, RESULT_CODES.success)).toBeUndefined();
    expect(sessionErrorKind(200, RESULT_CODES.dataInvalid)).toBeUndefined();
    expect(sessionErrorKind(200)).toBeUndefined();
  });

  it('has no code in two groups', () => {
    const overlap = BANNED_CODES.filter((code) => RELOGIN_CODES.includes(code));
    expect(overlap).toEqual([]);
  });
});
