import type { StorageAdapter } from './storage.ts';

export interface BrowserStorageOptions {
  document?: Document;
  /** Undefined where local storage is unavailable (some private modes); cookies still work. */
  localStorage?: Storage;
  /** Adds `Secure` to cookies; defaults to whether the page is served over https. */
  secure?: boolean;
}

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

function defaultLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Cookies through document.cookie (path /, SameSite=Lax, Secure on https) and items in localStorage. */
export function browserStorage(options: BrowserStorageOptions = {}): StorageAdapter {
  const document = options.document ?? globalThis.document;
  const localStorage = 'localStorage' in options ? options.localStorage : defaultLocalStorage();
  const secure = options.secure ?? document.location?.protocol === 'https:';
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  // Local storage throws when full or disabled; the cookie is the copy that matters, so such failures are ignored.
  const quietly = <T>(action: () => T): T | undefined => {
    try {
      return action();
    } catch {
      return undefined;
    }
  };
  return {
    readCookie(name) {
      for (const part of document.cookie.split(';')) {
        const separator = part.indexOf('=');
        // Another site's or a forged cookie may not decode: it is skipped, never thrown.
        if (separator < 0 || quietly(() => decodeURIComponent(part.slice(0, separator).trim())) !== name)
          continue;
        return quietly(() => decodeURIComponent(part.slice(separator + 1).trim()));
      }
      return undefined;
    },
    writeCookie(name, value, expires) {
      document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}${attributes}`;
    },
    deleteCookie(name) {
      document.cookie = `${encodeURIComponent(name)}=; Expires=${EXPIRED}${attributes}`;
    },
    readItem: (key) => quietly(() => localStorage?.getItem(key) ?? undefined),
    writeItem: (key, value) => void quietly(() => localStorage?.setItem(key, value)),
    deleteItem: (key) => void quietly(() => localStorage?.removeItem(key)),
  };
}
