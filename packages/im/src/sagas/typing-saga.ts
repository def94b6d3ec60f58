import { IM_LIMITS } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, takeEvery } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';
import { peerTypingChanged, sendPressed } from '../slice.ts';
import { typingChanged } from '../actions.ts';

function* tell(deps: ImDependencies, peerId: string, typing: boolean) {
  try {
    yield call([deps.api, deps.api.typing], peerId, typing);
  } catch (error) {
    // Typing is a hint: one that got no answer is simply not shown.
    if (!isGatewayCallError(error)) throw error;
  }
}

function* forget(deps: ImDependencies, peerId: string) {
  yield call(deps.delay, IM_LIMITS.typingShownMs);
  yield put(peerTypingChanged({ peerId, typing: false }));
}

/**
 * Typing both ways (docs/messages.md): this side's field says "typing" at most every `typingEveryMs` while it
 * holds text, and "stopped" once when it empties or the message goes; the other side's "typing" is shown until
 * `typingShownMs` after the latest one (a message from them or their "stopped" ends it sooner).
 */
export function* imTypingSaga(deps: ImDependencies) {
  const toldAt = new Map<string, number>();
  const shown = new Map<string, Task>();
  yield takeEvery(typingChanged, function* ({ payload: { peerId, typing } }) {
    const at = toldAt.get(peerId);
    if (typing) {
      if (at !== undefined && deps.now() - at < IM_LIMITS.typingEveryMs) return;
      toldAt.set(peerId, deps.now());
      yield call(tell, deps, peerId, true);
    } else if (at !== undefined) {
      toldAt.delete(peerId);
      yield call(tell, deps, peerId, false);
    }
  });
  // A message sent ends this side's typing for the other side too (their tab clears it when it arrives).
  yield takeEvery(sendPressed, ({ payload: { peerId } }) => {
    toldAt.delete(peerId);
  });
  yield takeEvery(peerTypingChanged, function* ({ payload: { peerId, typing } }) {
    const earlier = shown.get(peerId);
    if (earlier) yield cancel(earlier);
    shown.delete(peerId);
    if (typing) shown.set(peerId, (yield fork(forget, deps, peerId)) as Task);
  });
}
