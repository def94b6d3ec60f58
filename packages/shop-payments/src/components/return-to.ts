import { isAppPath } from '@aura/auth';

// Where a "not enough coins" moment sent the user from (`/shop?returnTo=…`), kept for the tab across the PSP's
// checkout (a page of another origin, then payRes), so payRes can offer the way back too.
const KEY = 'aura.shop.returnTo';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `returnTo` for the tab when it is a path of this app and answers it; the shop opened without one forgets
 * the last (a later purchase offers no stale way back).
 */
export function rememberReturnTo(returnTo: string | undefined): string | undefined {
  if (returnTo === undefined || !isAppPath(returnTo)) {
    storage()?.removeItem(KEY);
    return undefined;
  }
  storage()?.setItem(KEY, returnTo);
  return returnTo;
}

/** The path kept for the tab, if any. */
export function rememberedReturnTo(): string | undefined {
  const path = storage()?.getItem(KEY) ?? undefined;
  return path !== undefined && isAppPath(path) ? path : undefined;
}
