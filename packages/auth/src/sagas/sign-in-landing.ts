import { APP_ROUTES } from '@aura/contracts';
import { call, select, take } from 'redux-saga/effects';
import { loginRequested, signedIn, signedOut, visitorConfirmed, type AuthStatus } from '../session/slice.ts';
import { navigateTo } from './effects.ts';
import { selectAuthStatus } from '../selectors.ts';

type Watched = ReturnType<
  typeof loginRequested | typeof signedIn | typeof signedOut | typeof visitorConfirmed
>;

/**
 * Where a sign-in lands: the page the login was asked for from (a guarded route with its query string, or a
 * feature that named one), otherwise the wall, the signed-in user's home (spec §1, §6), never the landing page
 * with its sign-up offers. Only a visitor signing in moves: startup's own sign-in (the session in the cookies, an
 * auto-login link, social sign-in's way back) stays on the page that was opened, and a signed-in user's later
 * `signedIn` (a first password set after a mailed link) stays where they are.
 */
export function* signInLandingSaga() {
  const status: AuthStatus = yield select(selectAuthStatus);
  let visitor = status === 'visitor';
  let returnTo: string | undefined;
  for (;;) {
    const action: Watched = yield take([loginRequested, signedIn, signedOut, visitorConfirmed]);
    if (loginRequested.match(action)) {
      returnTo = action.payload.returnTo;
      continue;
    }
    if (visitor && signedIn.match(action)) yield call(navigateTo, returnTo ?? APP_ROUTES.wall);
    visitor = !signedIn.match(action);
    returnTo = undefined;
  }
}
