import type { StorageAdapter } from './storage.ts';

/** Storage in memory, cookies expiring by the given clock: for tests and for environments without a document. */
export function memoryStorage(options: { now?: () => number } = {}): StorageAdapter {
  const now = options.now ?? Date.now;
  const cookies = new Map<string, { value: string; expires: number }>();
  const items = new Map<string, string>();
  return {
    readCookie(name) {
      const cookie = cookies.get(name);
      if (cookie && cookie.expires <= now()) cookies.delete(name);
      return cookies.get(name)?.value;
    },
    writeCookie(name, value, expires) {
      cookies.set(name, { value, expires: expires.getTime() });
    },
    deleteCookie(name) {
      cookies.delete(name);
    },
    readItem: (key) => items.get(key),
    writeItem: (key, value) => void items.set(key, value),
    deleteItem: (key) => void items.delete(key),
  };
}
