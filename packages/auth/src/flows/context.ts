/**
 * Saga context keys of the sign-in flows, beside the gateway client's GATEWAY_CLIENT_CONTEXT_KEY. The shell may
 * pass `openUrl` (a full page navigation, for social sign-in); the browser's `location.assign` otherwise.
 */
export const OPEN_URL_CONTEXT_KEY = 'openUrl';

/** Leaves the app for `url` (the gateway's social sign-in start). */
export type OpenUrl = (url: string) => void;

export function browserOpenUrl(url: string): void {
  globalThis.location.assign(url);
}
