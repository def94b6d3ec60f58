// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://aura.example/wall" }
import { describe, expect, it } from 'vitest';
import { browserStorage } from './browser-storage.ts';
import { ensureDeviceId, readSessionCookies, storeSessionCookies } from './identifiers.ts';

/** A document whose cookie setter records what was written. */
function recordingDocument(protocol: string) {
  const written: string[] = [];
  const document = {
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { document, written };
}

describe('browser storage', () => {
  it('writes cookies for the whole site, SameSite=Lax, Secure on https', () => {
    const { document, written } = recordingDocument('https:');
    const expires = new Date(Date.UTC(2026, 0, 1));
    browserStorage({ document, localStorage: undefined }).writeCookie('userId', '42', expires);
    expect(written).toEqual([`userId=42; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax; Secure`]);
  });

  it('leaves Secure out on http, where the browser would drop such a cookie', () => {
    const { document, written } = recordingDocument('http:');
    browserStorage({ document, localStorage: undefined }).deleteCookie('userId');
    expect(written).toEqual(['userId=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax']);
  });

  it('keeps identifiers in the real document and local storage', () => {
    const storage = browserStorage();
    const deviceId = ensureDeviceId(storage);
    expect(document.cookie).toContain(`deviceId=${deviceId}`);
    expect(localStorage.getItem('aura.deviceId')).toContain(deviceId);
    document.cookie = 'deviceId=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    expect(ensureDeviceId(browserStorage())).toBe(deviceId);

    storeSessionCookies(storage, { userId: '7', loginToken: 'a b;c=d' });
    expect(readSessionCookies(browserStorage())).toEqual({ userId: '7', loginToken: 'a b;c=d' });
  });

  it('reads its cookies beside broken ones, and a broken one of its own as absent', () => {
    const document = {
      location: { protocol: 'https:' },
      cookie: '%E0%A4%A=1; userId=%E0%A4%A; deviceId=abc',
    } as unknown as Document;
    const storage = browserStorage({ document, localStorage: undefined });
    expect(storage.readCookie('deviceId')).toBe('abc');
    expect(storage.readCookie('userId')).toBeUndefined();
  });

  it('works without local storage', () => {
    document.cookie = 'deviceId=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    const storage = browserStorage({ localStorage: undefined });
    storage.writeItem('k', 'v');
    expect(storage.readItem('k')).toBeUndefined();
    expect(ensureDeviceId(storage)).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
