import { COOKIE_LIFETIME_DAYS, requestEnvelopeSchema, userIdSchema } from '@aura/contracts';
import { randomString } from './random.ts';
import type { StorageAdapter } from './storage.ts';

/** Cookie names of spec §3 ("Stored in cookies"); the gateway reads `userId` from its cookie too. */
export const IDENTIFIER_COOKIES = {
  deviceId: 'deviceId',
  userId: 'userId',
  loginToken: 'loginToken',
} as const;

/** The local-storage copy of the device id, with its expiry, for when cookies are cleared. */
const DEVICE_ID_ITEM = 'aura.deviceId';
const DEVICE_ID_LENGTH = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in user's credentials: the login token keys the HMAC of every signed call. */
export interface Session {
  userId: string;
  loginToken: string;
}

const deviceIdSchema = requestEnvelopeSchema.shape.deviceId;

/** When identifiers written at `now` expire: COOKIE_LIFETIME_DAYS later. */
export function identifierExpiry(now: number): Date {
  return new Date(now + COOKIE_LIFETIME_DAYS * DAY_MS);
}

function savedDeviceId(
  storage: StorageAdapter,
  now: number,
): { value: string; expiresAt: number } | undefined {
  const text = storage.readItem(DEVICE_ID_ITEM);
  if (!text) return undefined;
  try {
    const saved = JSON.parse(text) as { value?: unknown; expiresAt?: unknown };
    if (typeof saved.expiresAt !== 'number' || saved.expiresAt <= now) return undefined;
    if (!deviceIdSchema.safeParse(saved.value).success) return undefined;
    return { value: saved.value as string, expiresAt: saved.expiresAt };
  } catch {
    return undefined;
  }
}

/**
 * The device id: generated once from the cryptographic random source and kept in a cookie and in local storage
 * for COOKIE_LIFETIME_DAYS; either copy restores the other.
 */
export function ensureDeviceId(
  storage: StorageAdapter,
  options: { crypto?: Crypto; now?: number } = {},
): string {
  const now = options.now ?? Date.now();
  const saved = savedDeviceId(storage, now);
  const fromCookie = storage.readCookie(IDENTIFIER_COOKIES.deviceId);
  if (fromCookie !== undefined && deviceIdSchema.safeParse(fromCookie).success) {
    if (saved?.value !== fromCookie) {
      const expiresAt = identifierExpiry(now).getTime();
      storage.writeItem(DEVICE_ID_ITEM, JSON.stringify({ value: fromCookie, expiresAt }));
    }
    return fromCookie;
  }
  if (saved) {
    storage.writeCookie(IDENTIFIER_COOKIES.deviceId, saved.value, new Date(saved.expiresAt));
    return saved.value;
  }
  const deviceId = randomString(options.crypto ?? globalThis.crypto, DEVICE_ID_LENGTH);
  const expires = identifierExpiry(now);
  storage.writeCookie(IDENTIFIER_COOKIES.deviceId, deviceId, expires);
  storage.writeItem(DEVICE_ID_ITEM, JSON.stringify({ value: deviceId, expiresAt: expires.getTime() }));
  return deviceId;
}

/** Keeps a login (spec §4: "setting user info stores token and user id") in cookies for COOKIE_LIFETIME_DAYS. */
export function storeSessionCookies(
  storage: StorageAdapter,
  session: Session,
  now: number = Date.now(),
): void {
  const expires = identifierExpiry(now);
  storage.writeCookie(IDENTIFIER_COOKIES.userId, session.userId, expires);
  storage.writeCookie(IDENTIFIER_COOKIES.loginToken, session.loginToken, expires);
}

/** The session in the cookies, when both cookies exist and the user id is one. */
export function readSessionCookies(storage: StorageAdapter): Session | undefined {
  const userId = storage.readCookie(IDENTIFIER_COOKIES.userId);
  const loginToken = storage.readCookie(IDENTIFIER_COOKIES.loginToken);
  if (!userId || !loginToken || !userIdSchema.safeParse(userId).success) return undefined;
  return { userId, loginToken };
}

export function clearSessionCookies(storage: StorageAdapter): void {
  storage.deleteCookie(IDENTIFIER_COOKIES.userId);
  storage.deleteCookie(IDENTIFIER_COOKIES.loginToken);
}
