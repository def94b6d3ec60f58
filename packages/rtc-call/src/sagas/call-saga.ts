import { signedOut } from '@aura/auth';
import { callRequested } from '@aura/hosts';
import { matchBecameCall } from '@aura/matching';
import type { Action } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, fork, getContext, put, race, take } from 'redux-saga/effects';
import { callResumeFound, callStartRequested } from '../slice.ts';
import { adoptedCall, resumeOnConnect } from './adopt.ts';
import { CALL_DEPENDENCIES_CONTEXT_KEY, type CallDependencies } from './context.ts';
import { incomingCall } from './incoming.ts';
import { matchCall } from './match-call.ts';
import { outgoingCall } from './outgoing.ts';
import { callMessageChannel, callMessageReceived, type CallMessage } from './realtime.ts';
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

function* runCall(deps: CallDependencies, action: Action) {
  if (callRequested.match(action)) {
    const { hostId, kind, userName, avatar } = action.payload;
    yield call(
      outgoingCall,
      deps,
      { userId: hostId, userName, avatar },
      kind === 'voice' ? 'audio' : 'video',
    );
  } else if (callStartRequested.match(action)) {
    const { userId, userName, avatar, media } = action.payload;
    yield call(outgoingCall, deps, { userId, userName, avatar }, media);
  } else if (matchBecameCall.match(action)) {
    yield call(matchCall, deps, action.payload.roomNum);
  } else if (callResumeFound.match(action)) {
    yield call(adoptedCall, deps, action.payload);
  } else if (callMessageReceived.match(action) && action.payload.type === 'callIncoming') {
    yield call(incomingCall, deps, action.payload);
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
