import {
  guardNavigation,
  loginRequested,
  selectAuthStatus,
  selectIsLoggedIn,
  type AuthStatus,
} from '@aura/auth';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AppStore } from '../store.ts';
import type { RouterContext } from './route-context.ts';

/** Startup has not decided yet whether there is a user: the guard waits rather than guess. */
const UNDECIDED: readonly AuthStatus[] = ['starting', 'autoLoginPending'];

/** Resolves once startup has decided between a visitor and a signed-in user (spec §2 "Startup"). */
export function loginStateSettled(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => !UNDECIDED.includes(selectAuthStatus(store.getState()));
    if (settled()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface GuardArguments {
  context: RouterContext;
  location: ParsedLocation;
  /** A preload (hovering a link) decides the same way but opens nothing and sends nothing. */
  preload: boolean;
}

/**
 * `beforeLoad` of every route that needs a user (spec §2 "Route guard"): waits for startup, then asks the auth
 * package. A visitor is redirected to the login page with the same query string, the login popup opens (origin
 * `router`, remembering the page asked for) and the ad-conversion event goes out; a first page of matching, or a
 * visitor sent from the shop, lands on the landing page instead.
 */
export async function guardRoute({ context, location, preload }: GuardArguments): Promise<void> {
  const { store, analytics, localeRouting } = context;
  await loginStateSettled(store);
  const decision = guardNavigation({
    path: location.pathname,
    search: location.searchStr,
    isFirstNavigation: context.isFirstNavigation(),
    loggedIn: selectIsLoggedIn(store.getState()),
  });
  if (decision.action === 'allow') return;
  if (decision.action === 'redirectToLogin' && !preload) {
    store.dispatch(loginRequested({ origin: 'router', returnTo: decision.returnTo }));
    analytics.track(decision.event);
  }
  // `href` is a browser address: it carries the current language prefix, which the router strips again.
  throw redirect({ href: localeRouting.href(decision.to), replace: true });
}
