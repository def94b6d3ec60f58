import { APP_ROUTES } from '@aura/contracts';
import { sessionExpired, sessionReloginRequired } from '@aura/gateway-client';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { sessionDialogDismissed, signedOut, type SessionDialog } from '../session/slice.ts';
import { navigateTo } from './effects.ts';
import { selectSessionDialog } from '../selectors.ts';

/**
 * The gateway ended the session (spec §8): a re-login code or HTTP 401. The session is logged out here at once
 * (it is dead on the server; keeping it would only raise the same error again), the dialog the slice opened says
 * why, and dismissing it goes to the root.
 */
function* onSessionEnded() {
  const dialog: SessionDialog | undefined = yield select(selectSessionDialog);
  // The slice opens no dialog while logging out or for a visitor: then the event needs nothing more.
  if (!dialog) return;
  yield put(signedOut({ reason: dialog.kind }));
  yield take(sessionDialogDismissed);
  yield call(navigateTo, APP_ROUTES.root);
}

/** Re-login and expiry events, as the gateway saga puts them into the store; one handled at a time. */
export function* sessionEndSaga() {
  yield takeLeading([sessionReloginRequired.type, sessionExpired.type], onSessionEnded);
}
