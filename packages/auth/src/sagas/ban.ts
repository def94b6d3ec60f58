import { APP_ROUTES, RESULT_CODES } from '@aura/contracts';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  clearSessionCookies,
  sessionBanned,
  type GatewayClient,
} from '@aura/gateway-client';
import { call, getContext, put, select, take, takeLeading } from 'redux-saga/effects';
import { banNoticeDismissed, signedOut, type AuthStatus } from '../session/slice.ts';
import { navigateTo } from './effects.ts';
import { selectAuthStatus } from '../selectors.ts';

/**
 * A ban (spec §4 "Banned account", §8): the session ends here at once and the ban notice (the slice keeps it)
 * stays up until dismissed. For a ban of account and device together the notice carries the server's message,
 * and dismissing it goes to the root.
 */
function* onBanned(client: GatewayClient, { payload }: ReturnType<typeof sessionBanned>) {
  yield call(clearSessionCookies, client.storage);
  const status: AuthStatus = yield select(selectAuthStatus);
  // A visitor banned while signing in has no session to end.
  if (status !== 'visitor') yield put(signedOut({ reason: 'banned' }));
  if (payload.code === RESULT_CODES.accountAndDeviceBanned) {
    yield take(banNoticeDismissed);
    yield call(navigateTo, APP_ROUTES.root);
  }
}

/** Ban events, as the gateway saga puts them into the store; one handled at a time. */
export function* banSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  yield takeLeading(sessionBanned, onBanned, client);
}
