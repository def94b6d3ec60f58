import { all, fork } from 'redux-saga/effects';
import { guestListSaga } from './guest-list.ts';
import { presenceSaga } from './presence.ts';
import { wallSaga } from './wall.ts';

/**
 * The hosts package's root saga: the wall, the guest list and their hosts' live status. Forked rather than
 * spawned, so cancelling this saga stops all three (and the watches are let go); none of them fails, because their
 * calls swallow errors and the one that rejects (globalconf) is caught. Needs the gateway client in the saga
 * context and, for live status, the tab's realtime channel (`REALTIME_CHANNEL_CONTEXT_KEY` of @aura/auth).
 */
export function* hostsSaga() {
  yield all([fork(wallSaga), fork(guestListSaga), fork(presenceSaga)]);
}
