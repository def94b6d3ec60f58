// What the 18+ gate remembers, apart from the gate itself: the shell asks it on every load, the gate's dialog is a
// chunk loaded on a first visit only.

/** Where the gate remembers the answer: local storage by default. */
export type AdultGateStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where "Leave" goes: away from the site, to a general search page. */
export const ADULT_GATE_LEAVE_URL = 'https://www.google.com/';

/** The local-storage item that remembers a confirmed age. */
export const ADULT_GATE_ITEM = 'aura.adultConfirmed';

/** Local storage, or nothing where the browser refuses it. */
export function defaultStorage(): AdultGateStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether this browser has already confirmed the visitor's age (local storage unless given). */
export function isAdultConfirmed(storage: AdultGateStorage | undefined = defaultStorage()): boolean {
  try {
    return storage?.getItem(ADULT_GATE_ITEM) === 'true';
  } catch {
    return false;
  }
}
