/**
 * Which call this tab was running, remembered across a reload of the tab and forgotten by a new tab
 * (sessionStorage's lifetime): a reload takes its call up again at once; a new visit is asked first
 * (docs/rtc-call.md "A reload, and a new visit").
 */
export interface CallMemory {
  /** Whether this tab was running the call in `room` (before a reload). */
  remembers(room: string): boolean;
  /** This tab runs the call in `room`. */
  remember(room: string): void;
  /** This tab's call is over. */
  forget(): void;
}

/** The sessionStorage item that names the room of the call this tab runs. */
export const CALL_MEMORY_ITEM = 'aura.callRoom';

/** The storage the memory keeps its item in (sessionStorage in the browser). */
export type ItemStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A call memory in `storage`. Storage that throws (disabled, full) remembers nothing: every visit is then asked,
 * which costs a tap and never a coin.
 */
export function storageCallMemory(storage: ItemStorage | undefined): CallMemory {
  const attempt = <T>(step: () => T, fallback: T): T => {
    try {
      return storage ? step() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    remembers: (room) => attempt(() => storage!.getItem(CALL_MEMORY_ITEM) === room, false),
    remember: (room) => attempt(() => storage!.setItem(CALL_MEMORY_ITEM, room), undefined),
    forget: () => attempt(() => storage!.removeItem(CALL_MEMORY_ITEM), undefined),
  };
}
