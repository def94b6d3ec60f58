import { all, fork } from 'redux-saga/effects';
import { callSettingsSaga } from './call-settings.ts';
import { guestListSaga } from './guest-list.ts';
import { presenceSaga } from './presence.ts';
import { wallSaga } from './wall.ts';

/**
 * The hosts package's root saga: the wall, the guest list and their hosts' live status, and the Call settings page.
 * Forked rather than spawned, so cancelling this saga stops all four (and the watches are let go); none of them
 * fails, because their calls swallow errors and the ones that reject (globalconf, the call settings) are caught.
 * Needs the gateway client in the saga context and, for live status, the tab's realtime channel
 * (`REALTIME_CHANNEL_CONTEXT_KEY` of @aura/auth).
 */
export function* hostsSaga() {
  yield all([fork(wallSaga), fork(guestListSaga), fork(presenceSaga), fork(callSettingsSaga)]);
}
