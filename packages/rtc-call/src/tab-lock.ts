/**
 * Which of a user's open tabs holds their call (docs/rtc-call.md "One tab holds the call"). A tab holds it while it
 * runs a call; a tab that only finds the call on the server (a reload, a reconnect) takes it up only when no other
 * tab holds it.
 */
export interface TabLock {
  /**
   * Takes the lock now when no other tab holds it (this tab holding it already counts) and keeps it until
   * `release`; false, and nothing held, when another tab has it.
   */
  claim(): Promise<boolean>;
  /** Holds the lock for the call this tab runs: at once when it is free, or as soon as the tab holding it lets go. */
  hold(): void;
  /** Lets the lock go, or stops waiting for it. */
  release(): void;
}

/** The Web Locks name every tab of the site asks for. */
export const CALL_TAB_LOCK = 'aura-call';

/** The part of the Web Locks API (`navigator.locks`) the tab lock uses. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown>;
}

/**
 * The tab lock over the Web Locks API: an exclusive lock named `aura-call`, held by a pending promise and let go
 * when `release` settles it. The browser also lets it go when the tab closes or reloads, so a reloaded tab finds it
 * free. Without Web Locks (`locks` undefined: browsers before 2022) every tab may take the call up, as before.
 */
export function webLocksTabLock(locks: LockManagerLike | undefined, name = CALL_TAB_LOCK): TabLock {
  let letGo: (() => void) | undefined;
  let waiting: AbortController | undefined;

  const take = (options: { ifAvailable?: boolean; signal?: AbortSignal }): Promise<boolean> =>
    new Promise((granted) => {
      locks!
        .request(name, options, (lock) => {
          // Not available (ifAvailable), or granted just as this tab stopped waiting: not kept.
          if (!lock || options.signal?.aborted) {
            granted(false);
            return undefined;
          }
          return new Promise<void>((resolve) => {
            letGo = resolve;
            granted(true);
          });
        })
        // Aborted while waiting, or refused by the browser (an opaque origin): not held.
        .catch(() => granted(false));
    });

  return {
    claim() {
      if (!locks || letGo) return Promise.resolve(true);
      return take({ ifAvailable: true });
    },
    hold() {
      if (!locks || letGo || waiting) return;
      const controller = new AbortController();
      waiting = controller;
      void take({ signal: controller.signal }).finally(() => {
        if (waiting === controller) waiting = undefined;
      });
    },
    release() {
      waiting?.abort();
      waiting = undefined;
      letGo?.();
      letGo = undefined;
    },
  };
}

/** This browser's tab lock: `navigator.locks` when it has Web Locks. */
export function browserTabLock(): TabLock {
  return webLocksTabLock(globalThis.navigator?.locks as LockManagerLike | undefined);
}
