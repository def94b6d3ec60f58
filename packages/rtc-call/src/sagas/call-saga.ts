import { signedOut } from '@aura/auth';
import { callRequested } from '@aura/hosts';
import { matchBecameCall } from '@aura/matching';
import type { CallMedia } from '@aura/contracts';
import type { Action } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { all, call, fork, getContext, put, race, take } from 'redux-saga/effects';
import { messageKeyOfError } from '../messages.ts';
import { callResumeFound, callStartRequested, ended, outgoingStarted, type CallPeer } from '../slice.ts';
import { CALL_DEPENDENCIES_CONTEXT_KEY, type CallDependencies } from './context.ts';
import type * as Flows from './flows.ts';
import { callMessageChannel, callMessageReceived, type CallMessage } from './realtime.ts';
import { resumeOnConnect } from './resume.ts';
import { userVideoRecords } from './video-record.ts';

function* relay(channel: EventChannel<CallMessage>) {
  try {
    for (;;) yield put(callMessageReceived((yield take(channel)) as CallMessage));
  } finally {
    channel.close();
  }
}

const isStart = (action: Action) =>
  callRequested.match(action) ||
  callStartRequested.match(action) ||
  matchBecameCall.match(action) ||
  callResumeFound.match(action) ||
  (callMessageReceived.match(action) && action.payload.type === 'callIncoming');

/** The call flows' chunk, loaded by the first call and then at hand (the import is the module's, cached). */
const loadFlows = () => import('./flows.ts');
const engineReady = (deps: CallDependencies) => deps.engine.ready?.();

/** The peer with only the fields it has: an `undefined` name would otherwise be spread over a known one. */
function withoutUnknowns(peer: CallPeer): CallPeer {
  return {
    userId: peer.userId,
    ...(peer.userName ? { userName: peer.userName } : {}),
    ...(peer.avatar ? { avatar: peer.avatar } : {}),
  };
}

/** The peer and media of a press that starts an outgoing call; none for any other start. */
function outgoingOf(action: Action): { peer: CallPeer; media: CallMedia } | undefined {
  if (callRequested.match(action)) {
    const { hostId, kind, userName, avatar } = action.payload;
    return { peer: { userId: hostId, userName, avatar }, media: kind === 'voice' ? 'audio' : 'video' };
  }
  if (callStartRequested.match(action)) {
    const { userId, userName, avatar, media } = action.payload;
    return { peer: { userId, userName, avatar }, media };
  }
  return undefined;
}

function* runCall(deps: CallDependencies, action: Action) {
  const outgoing = outgoingOf(action);
  // The name the press came with is shown at once, while the flows load; the price check brings the server's.
  if (outgoing) yield put(outgoingStarted({ peer: withoutUnknowns(outgoing.peer), media: outgoing.media }));
  let flows: typeof Flows;
  try {
    // The flows, and the media engine's code: a flow's join then answers at once (rtc-port.ts, `ready`).
    [flows] = (yield all([call(loadFlows), call(engineReady, deps)])) as [typeof Flows, void];
  } catch (error) {
    // A chunk did not come (offline): a press ends as a failed call; a call ringing here times out at the server.
    console.error('[rtc-call] the call flows could not be loaded', error);
    if (outgoing) yield put(ended({ outcome: 'failed', messageKey: messageKeyOfError(error) }));
    return;
  }
  if (outgoing) {
    yield call(flows.outgoingCall, deps, outgoing.peer, outgoing.media);
  } else if (matchBecameCall.match(action)) {
    yield call(flows.matchCall, deps, action.payload.roomNum);
  } else if (callResumeFound.match(action)) {
    yield call(flows.adoptedCall, deps, action.payload);
  } else if (callMessageReceived.match(action) && action.payload.type === 'callIncoming') {
    yield call(flows.incomingCall, deps, action.payload);
  }
}

/**
 * The package's root saga: one call at a time. A card's call button (`hosts/callRequested`) or
 * `call/startRequested` starts an outgoing call, the server's `callIncoming` rings the bell, a match that became a
 * call (`matching/becameCall`) is taken up with the match's media, and a tab (re)connected with no call takes up the user's open call (a reload);
 * while a call runs, others are not taken (the server answers a second caller with busy). When a call's video
 * ends, the user-video record is posted (`video-record.ts`).
 */
export function* callSaga() {
  const deps: CallDependencies = yield getContext(CALL_DEPENDENCIES_CONTEXT_KEY);
  yield fork(relay, callMessageChannel(deps.realtime));
  yield fork(resumeOnConnect, deps);
  yield fork(userVideoRecords, deps);
  for (;;) {
    const action: Action = yield take(isStart);
    // This tab holds the call while it runs it: at once, or when another tab of the user lets go (docs/rtc-call.md
    // "One tab holds the call"), so a tab that only finds the call on the server does not take it up as well.
    deps.tabLock?.hold();
    try {
      // Signing out ends this tab's part at once (the flows' `finally` lets go of the camera and the room); the
      // server ends the call when the session it belongs to is gone.
      yield race({ flow: call(runCall, deps, action), signedOut: take(signedOut) });
    } catch (error) {
      // A fault in one call must not stop the next from being taken.
      console.error('[rtc-call] call flow failed', error);
    } finally {
      deps.tabLock?.release();
    }
  }
}
