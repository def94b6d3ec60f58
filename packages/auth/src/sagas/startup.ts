import { AUTO_LOGIN_QUERY, type LoginResult } from '@aura/contracts';
import { GATEWAY_CLIENT_CONTEXT_KEY, readSessionCookies, type GatewayClient } from '@aura/gateway-client';
import { call, getContext, put, select } from 'redux-saga/effects';
import {
  autoLoginFailed,
  autoLoginStarted,
  signedIn,
  visitorConfirmed,
  type AuthStatus,
} from '../session/slice.ts';
import type { PageLocation } from './context.ts';
import { errorCodeOf, pageLocation, sessionErrorOf } from './effects.ts';
import { selectAuthStatus } from '../selectors.ts';
import { authApi } from '../api.ts';

/** The one-time auto-login token in a URL's query string, if any. */
export function autoLoginTokenOf(href: string): string | undefined {
  return new URL(href).searchParams.get(AUTO_LOGIN_QUERY) || undefined;
}

/** The URL without its auto-login token: a used token must not be bookmarked, shared or sent on as a referrer. */
export function withoutAutoLoginToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(AUTO_LOGIN_QUERY);
  return url.href;
}

/**
 * Startup (spec §2, §4): an app-side auto-login token in the address is exchanged first; otherwise, or when that
 * fails, the session in the cookies is confirmed; with neither the user is a visitor. Every way ends in
 * `signedIn`, `visitorConfirmed`, or (a session error) the session-event sagas' `signedOut`.
 */
export function* startupSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  const location: PageLocation = yield call(pageLocation);
  const token = autoLoginTokenOf(location.href());
  if (token !== undefined) {
    const signedInByLink: boolean = yield call(autoLogin, client, location, token);
    if (signedInByLink) return;
  }
  if (readSessionCookies(client.storage)) yield call(loginByToken, client);
  else yield put(visitorConfirmed());
}

function* autoLogin(client: GatewayClient, location: PageLocation, token: string) {
  yield put(autoLoginStarted());
  try {
    const result: LoginResult = yield call(authApi.postAutoLogin, client, { token });
    yield put(signedIn(result));
    return true;
  } catch (error) {
    // A ban has its own notice; anything else (a used or expired link, no answer) gets this one.
    if (!sessionErrorOf(error)) yield put(autoLoginFailed({ code: errorCodeOf(error) }));
    return false;
  } finally {
    yield call([location, location.replace], withoutAutoLoginToken(location.href()));
  }
}

function* loginByToken(client: GatewayClient) {
  try {
    const result: LoginResult = yield call(authApi.postLoginToken, client, {});
    yield put(signedIn(result));
  } catch {
    // After a session error the session-event sagas have already signed out; otherwise (no answer, a server
    // fault) the cookies stay for the next start and this one goes on as a visitor.
    const status: AuthStatus = yield select(selectAuthStatus);
    if (status !== 'visitor') yield put(visitorConfirmed());
  }
}
