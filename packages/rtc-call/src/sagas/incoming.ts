import type { CallRecord } from '@aura/contracts';
import type { Action } from '@reduxjs/toolkit';
import { call, cancel, delay, fork, put, race, spawn, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { mediaFailureOf } from '../media-errors.ts';
import { messageKeyOfEndReason, messageKeyOfError } from '../messages.ts';
import {
  answered,
  answeredElsewhere,
  answerPressed,
  ended,
  incomingRang,
  mediaFailed,
  refusePressed,
} from '../slice.ts';
import { ringSound } from './ring-sound.ts';
import { quietAction } from './actions.ts';
import { postBellRecord } from './bell-record.ts';
import { connectedCall } from './connected.ts';
import type { CallDependencies } from './context.ts';
import { openMedia, stopStream } from './media.ts';
import { callLeftRinging, recordOf, type CallMessage } from './realtime.ts';

type Incoming = Extract<CallMessage, { type: 'callIncoming' }>;

/** The callee's side: the bell rings until answered, refused, cancelled by the caller or timed out (spec §4). */
export function* incomingCall(deps: CallDependencies, message: Incoming) {
  const { call: record, caller } = message;
  const room = record.roomNum;
  yield put(incomingRang({ record, peer: caller }));

  deps.ringer.start();
  const sound: Task = yield fork(ringSound, deps);
  let result: { answer?: Action; refuse?: Action; gone?: Action; timeout?: true };
  try {
    result = yield race({
      answer: take(answerPressed),
      refuse: take(refusePressed),
      gone: take(callLeftRinging(room)),
      timeout: delay(message.ringTimeoutMs),
    });
  } finally {
    yield cancel(sound);
    deps.ringer.stop();
  }

  if (result.refuse) {
    yield spawn(quietAction, deps, 'refuse', room);
    yield put(ended({ outcome: 'declined' }));
    return;
  }
  if (result.timeout) {
    yield spawn(quietAction, deps, 'timeout', room);
    yield put(ended({ outcome: 'missed' }));
    return;
  }
  if (result.gone) {
    const gone = recordOf(result.gone);
    // The server tells every tab of the callee; the one that answered runs the call, the others fall silent.
    if (gone.state === 'connected') {
      yield put(answeredElsewhere());
      return;
    }
    // Spec §4 "Bell cancel": the callee posts its record of a bell the caller cancelled.
    if (gone.endReason === 'cancelled') yield spawn(postBellRecord, deps, record, 2);
    yield put(
      ended({
        outcome: gone.outcome ?? 'missed',
        messageKey: messageKeyOfEndReason(gone.endReason, 'callee'),
      }),
    );
    return;
  }

  let stream: MediaStream;
  try {
    stream = yield call(openMedia, deps.devices, record.media);
  } catch (error) {
    // Without a camera or microphone there is no call: the caller is told at once rather than left ringing.
    yield put(mediaFailed(mediaFailureOf(error)));
    yield spawn(quietAction, deps, 'refuse', room);
    yield put(ended({ outcome: 'failed' }));
    return;
  }
  deps.streams.set({ local: stream });
  try {
    yield call(connectedCall, {
      deps,
      room,
      role: 'callee',
      media: record.media,
      iceServers: message.iceServers,
      agora: message.agora,
      stream,
      *beforeMedia() {
        try {
          const answer = (yield call([deps.api, deps.api.action], 'answer', room)) as { call?: CallRecord };
          yield put(answered(answer.call ?? record));
          return true;
        } catch (error) {
          yield put(ended({ outcome: 'failed', messageKey: messageKeyOfError(error) }));
          return false;
        }
      },
    });
  } finally {
    stopStream(stream);
    deps.streams.clear();
  }
}
