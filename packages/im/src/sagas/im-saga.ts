import { selectIsLoggedIn, signedIn, signedOut, type AuthRootState } from '@aura/auth';
import { all, call, race, select, spawn, take } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import { imChatSaga } from './chat-saga.ts';
import { imFriendsSaga } from './friends-saga.ts';
import { imMediaSaga } from './media-saga.ts';
import { imRealtimeSaga } from './realtime-saga.ts';
import { imSendSaga } from './send-saga.ts';
import { imSoundSaga } from './sound-saga.ts';
import { imTypingSaga } from './typing-saga.ts';

function* signedInFlows(deps: ImDependencies) {
  yield all([
    spawn(imRealtimeSaga, deps),
    spawn(imSendSaga, deps),
    spawn(imChatSaga, deps),
    spawn(imFriendsSaga, deps),
    spawn(imTypingSaga, deps),
    spawn(imMediaSaga, deps),
    spawn(imSoundSaga, deps),
  ]);
  yield new Promise<never>(() => {});
}

/** IM runs while a user is signed in: from sign-in (or start, already signed in) until sign-out. */
export function* imSaga(deps: ImDependencies) {
  for (;;) {
    if (!((yield select((state: AuthRootState) => selectIsLoggedIn(state))) as boolean)) yield take(signedIn);
    yield race([call(signedInFlows, deps), take(signedOut)]);
  }
}
