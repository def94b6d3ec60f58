import { all, spawn } from 'redux-saga/effects';
import { banSaga } from './ban.ts';
import { logoutSaga } from './logout.ts';
import { sessionCookiesSaga } from './session-cookies.ts';
import { sessionEndSaga } from './session-end.ts';
import { signInLandingSaga } from './sign-in-landing.ts';
import { startupSaga } from './startup.ts';

/**
 * The session side of the auth package: cookies, logout, the session events and where a sign-in lands first, so
 * that they see what startup does, then startup. Each is spawned, so one failing leaves the others running.
 */
export function* sessionSaga() {
  yield all([
    spawn(sessionCookiesSaga),
    spawn(logoutSaga),
    spawn(banSaga),
    spawn(sessionEndSaga),
    spawn(signInLandingSaga),
    spawn(startupSaga),
  ]);
}
