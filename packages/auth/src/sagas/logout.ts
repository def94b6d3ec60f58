import { APP_ROUTES } from '@aura/contracts';
import { GATEWAY_CLIENT_CONTEXT_KEY, type GatewayClient } from '@aura/gateway-client';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { logoutRequested, signedOut } from '../session/slice.ts';
import { navigateTo } from './effects.ts';
import { authApi } from '../api.ts';

/** Ends this device's session on the gateway, then here, whatever the gateway said; then goes to the root. */
function* logOut(client: GatewayClient) {
  // The call swallows the gateway's failures (no answer, a session already gone), and anything else is ignored
  // too: the user asked to be logged out here, whatever happens there.
  try {
    yield call(authApi.putLogout, client);
  } catch {
    // Logged out here all the same.
  }
  yield put(signedOut({ reason: 'logout' }));
  yield call(navigateTo, APP_ROUTES.root);
}

/** Logout (SettingsDialog's button): one at a time, however often it is pressed. */
export function* logoutSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield takeLeading(logoutRequested, logOut, client);
}
