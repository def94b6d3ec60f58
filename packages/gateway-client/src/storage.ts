/**
 * Where the client keeps identifiers: cookies (sent to the gateway, read by the server) and local storage (a copy
 * that survives cookie clearing). The browser adapter uses document.cookie and localStorage; tests use memory.
 */
export interface StorageAdapter {
  readCookie(name: string): string | undefined;
  writeCookie(name: string, value: string, expires: Date): void;
  deleteCookie(name: string): void;
  readItem(key: string): string | undefined;
  writeItem(key: string, value: string): void;
  deleteItem(key: string): void;
}
