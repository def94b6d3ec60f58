/**
 * Result codes with a meaning both sides rely on (spec §7, §8). Business codes travel in `code` with HTTP 200;
 * only a missing or expired session uses an HTTP status (401).
 */
export const RESULT_CODES = {
  success: 200,
  /** A response to an encrypted request without `key` or `data`. */
  dataInvalid: 6666,
  accountBanned: 10115,
  deviceBanned: 10116,
  /** Account and device banned; the client shows the server's message. */
  accountAndDeviceBanned: 10117,
  /** Update failed; the client asks the user to log in again. */
  updateFailed: 412,
  /** A newer session replaced this one: the account is active on another device. */
  activeOnAnotherDevice: 10023,
  reloginRequired: 10101,
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;

/** HTTP status of a missing or expired session. */
export const SESSION_EXPIRED_HTTP_STATUS = 401;

export const BANNED_CODES: readonly number[] = [
  RESULT_CODES.accountBanned,
  RESULT_CODES.deviceBanned,
  RESULT_CODES.accountAndDeviceBanned,
];

export const RELOGIN_CODES: readonly number[] = [
  RESULT_CODES.updateFailed,
  RESULT_CODES.activeOnAnotherDevice,
  RESULT_CODES.reloginRequired,
];

/** What a session-level error means for the client (spec §8, "Transport and session"). */
export type SessionErrorKind = 'banned' | 'relogin' | 'expired';

/** Classifies a response by its HTTP status and business code; `undefined` when it is no session error. */
export function sessionErrorKind(httpStatus: number, code?: number): SessionErrorKind | undefined {
  if (httpStatus === SESSION_EXPIRED_HTTP_STATUS) return 'expired';
  if (code === undefined) return undefined;
  if (BANNED_CODES.includes(code)) return 'banned';
  if (RELOGIN_CODES.includes(code)) return 'relogin';
  return undefined;
}

/** Business errors of Aura's own endpoints (HTTP 200, `code` says what went wrong). */
export const BUSINESS_CODES = {
  userNotFound: 20_404,
} as const;
