import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  clearSessionCookies,
  storeSessionCookies,
  type GatewayClient,
} from '@aura/gateway-client';
import { call, getContext, takeEvery } from 'redux-saga/effects';
import { signedIn, signedOut } from '../session/slice.ts';
import { restartRealtime } from './effects.ts';

/**
 * Keeps the session cookies in step with the login state (spec §4): every sign-in stores user id and login token
 * for COOKIE_LIFETIME_DAYS, every sign-out clears them; either way the realtime channel reconnects as the new
 * user or as a visitor.
 */
export function* sessionCookiesSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield takeEvery(signedIn, function* ({ payload }: ReturnType<typeof signedIn>) {
    yield call(storeSessionCookies, client.storage, {
      userId: payload.userId,
      loginToken: payload.loginToken,
    });
    yield call(restartRealtime);
  });
  yield takeEvery(signedOut, function* () {
    yield call(clearSessionCookies, client.storage);
    yield call(restartRealtime);
  });
}
