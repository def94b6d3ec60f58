import type { RealtimeChannel } from '@aura/gateway-client';

/**
 * Saga context keys of the session sagas, beside the gateway client's GATEWAY_CLIENT_CONTEXT_KEY. The shell
 * passes its router's navigation, the tab's realtime channel and (tests only) a page location.
 */
export const NAVIGATE_CONTEXT_KEY = 'navigate';
export const REALTIME_CHANNEL_CONTEXT_KEY = 'realtimeChannel';
export const LOCATION_CONTEXT_KEY = 'location';

/** Goes to an app path (without the language prefix; the shell's router adds it). */
export type Navigate = (to: string) => void;

/** The address bar, as the startup saga reads and tidies it. */
export interface PageLocation {
  href(): string;
  /** Replaces the address without navigating or adding a history entry. */
  replace(href: string): void;
}

/** The window's address bar: `location.href`, and `history.replaceState` to tidy it. */
export function browserLocation(window: Window = globalThis.window): PageLocation {
  return {
    href: () => window.location.href,
    replace: (href) => window.history.replaceState(window.history.state, '', href),
  };
}

/** An address bar in memory, for tests and stories. */
export function memoryLocation(initial: string): PageLocation {
  let current = initial;
  return {
    href: () => current,
    replace: (href) => {
      current = new URL(href, current).href;
    },
  };
}

/** What the shell gives the session sagas through the saga context, by key. */
export interface SessionSagaContext {
  [NAVIGATE_CONTEXT_KEY]?: Navigate;
  [REALTIME_CHANNEL_CONTEXT_KEY]?: RealtimeChannel;
  [LOCATION_CONTEXT_KEY]?: PageLocation;
}
