import { COOKIE_LIFETIME_DAYS, requestEnvelopeSchema } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import {
  IDENTIFIER_COOKIES,
  clearSessionCookies,
  ensureDeviceId,
  readSessionCookies,
  storeSessionCookies,
} from './identifiers.ts';
import { memoryStorage } from './memory-storage.ts';
import type { StorageAdapter } from './storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const lifetime = COOKIE_LIFETIME_DAYS * DAY_MS;

/** Memory storage on a clock the test moves, recording each cookie's expiry. */
function clockedStorage() {
  const clock = { now: Date.UTC(2025, 0, 1) };
  const storage = memoryStorage({ now: () => clock.now });
  const expiries = new Map<string, number>();
  const recording: StorageAdapter = {
    ...storage,
    writeCookie(name, value, expires) {
      expiries.set(name, expires.getTime());
      storage.writeCookie(name, value, expires);
    },
  };
  return { clock, storage: recording, expiries };
}

describe('the device id', () => {
  it('is generated once, matches the envelope’s pattern, and lives COOKIE_LIFETIME_DAYS', () => {
    const { clock, storage, expiries } = clockedStorage();
    const deviceId = ensureDeviceId(storage, { now: clock.now });
    expect(requestEnvelopeSchema.shape.deviceId.safeParse(deviceId).success).toBe(true);
    expect(expiries.get(IDENTIFIER_COOKIES.deviceId)).toBe(clock.now + lifetime);
    clock.now += DAY_MS;
    expect(ensureDeviceId(storage, { now: clock.now })).toBe(deviceId);
  });

  it('differs between devices', () => {
    const ids = new Set(Array.from({ length: 50 }, () => ensureDeviceId(memoryStorage())));
    expect(ids.size).toBe(50);
  });

  it('comes back from local storage when the cookie was cleared, keeping its original expiry', () => {
    const { clock, storage, expiries } = clockedStorage();
    const born = clock.now;
    const deviceId = ensureDeviceId(storage, { now: clock.now });
    storage.deleteCookie(IDENTIFIER_COOKIES.deviceId);
    clock.now += 10 * DAY_MS;
    expect(ensureDeviceId(storage, { now: clock.now })).toBe(deviceId);
    expect(storage.readCookie(IDENTIFIER_COOKIES.deviceId)).toBe(deviceId);
    expect(expiries.get(IDENTIFIER_COOKIES.deviceId)).toBe(born + lifetime);
  });

  it('is new once its lifetime is over', () => {
    const { clock, storage } = clockedStorage();
    const deviceId = ensureDeviceId(storage, { now: clock.now });
    clock.now += lifetime + 1;
    expect(ensureDeviceId(storage, { now: clock.now })).not.toBe(deviceId);
  });

  it('replaces a cookie that is no device id', () => {
    const { clock, storage } = clockedStorage();
    storage.writeCookie(IDENTIFIER_COOKIES.deviceId, 'bad id!', new Date(clock.now + DAY_MS));
    const deviceId = ensureDeviceId(storage, { now: clock.now });
    expect(deviceId).not.toBe('bad id!');
    expect(storage.readCookie(IDENTIFIER_COOKIES.deviceId)).toBe(deviceId);
  });
});

describe('session cookies', () => {
  it('keep user id and login token for COOKIE_LIFETIME_DAYS, and are cleared together', () => {
    const { clock, storage, expiries } = clockedStorage();
    expect(readSessionCookies(storage)).toBeUndefined();
    storeSessionCookies(storage, { userId: '42', loginToken: 'token-1' }, clock.now);
    expect(readSessionCookies(storage)).toEqual({ userId: '42', loginToken: 'token-1' });
    expect(expiries.get(IDENTIFIER_COOKIES.userId)).toBe(clock.now + lifetime);
    expect(expiries.get(IDENTIFIER_COOKIES.loginToken)).toBe(clock.now + lifetime);
    clearSessionCookies(storage);
    expect(readSessionCookies(storage)).toBeUndefined();
  });

  it('are no session with one of the two missing or a user id that is no id', () => {
    const { clock, storage } = clockedStorage();
    storeSessionCookies(storage, { userId: '42', loginToken: 'token-1' }, clock.now);
    storage.deleteCookie(IDENTIFIER_COOKIES.loginToken);
    expect(readSessionCookies(storage)).toBeUndefined();
    storeSessionCookies(storage, { userId: 'abc', loginToken: 'token-1' }, clock.now);
    expect(readSessionCookies(storage)).toBeUndefined();
  });

  it('expire', () => {
    const { clock, storage } = clockedStorage();
    storeSessionCookies(storage, { userId: '42', loginToken: 'token-1' }, clock.now);
    clock.now += lifetime;
    expect(readSessionCookies(storage)).toBeUndefined();
  });
});
