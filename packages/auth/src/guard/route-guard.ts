import { APP_ROUTES, isPublicPath } from '@aura/contracts';
import type { AnalyticsEvent } from './analytics.ts';

/** Whether a path (without its language prefix) needs a signed-in user (spec §2 "Route guard"). */
export function requiresLogin(path: string): boolean {
  return !isPublicPath(path);
}

export interface GuardInput {
  /** The path asked for, without its language prefix. */
  path: string;
  /** Its query string, with or without the leading `?`; empty for none. */
  search: string;
  /** Whether this is the first page the tab opens. */
  isFirstNavigation: boolean;
  loggedIn: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  /** To the landing page (keeping the query string), without opening the login popup. */
  | { action: 'redirectToLanding'; to: string }
  /**
   * To the login page, keeping the query string; the shell opens the login popup with origin `router` and
   * `returnTo`, and sends `event` (the ad-conversion event).
   */
  | { action: 'redirectToLogin'; to: string; returnTo: string; event: AnalyticsEvent };

/** The query parameter and value of a link from the coin shop. */
export const FROM_SHOP_QUERY = { name: 'from', value: 'shop' } as const;

/** The ad-conversion event of a visitor stopped by the route guard. */
export const LOGIN_REQUIRED_EVENT = 'aura_login_required';

function queryOf(search: string): string {
  const trimmed = search.startsWith('?') ? search.slice(1) : search;
  return trimmed ? `?${trimmed}` : '';
}

/**
 * The route guard's decision (spec §2): public pages and signed-in users pass. A visitor asking for any other
 * page goes to the login page with the same query string, and the ad-conversion event is sent; but a visitor
 * whose first page is the match page, or who comes from the coin shop, goes to the landing page instead.
 */
export function guardNavigation({ path, search, isFirstNavigation, loggedIn }: GuardInput): GuardDecision {
  if (loggedIn || !requiresLogin(path)) return { action: 'allow' };
  const query = queryOf(search);
  const fromShop = new URLSearchParams(query).get(FROM_SHOP_QUERY.name) === FROM_SHOP_QUERY.value;
  const matchFirst = isFirstNavigation && path.replace(/\/+$/, '') === APP_ROUTES.matching;
  if (fromShop || matchFirst) return { action: 'redirectToLanding', to: `${APP_ROUTES.root}${query}` };
  return {
    action: 'redirectToLogin',
    to: `${APP_ROUTES.login}${query}`,
    returnTo: `${path}${query}`,
    event: { event: LOGIN_REQUIRED_EVENT, path },
  };
}
