import type { CurrentCall } from '@aura/contracts';
import { call, put, spawn } from 'redux-saga/effects';
import { mediaFailureOf } from '../media-errors.ts';
import { adopted, ended, mediaFailed } from '../slice.ts';
import { quietAction } from './actions.ts';
import { connectedCall } from './connected.ts';
import type { CallDependencies, RtcHandover } from './context.ts';
import { openMedia, stopStream } from './media.ts';

/**
 * A connected call this tab did not launch or answer, from its answer on: a match made into a call (with the
 * match's media handed over, so the picture goes on), or a call taken up again after a reload (the camera and
 * microphone asked for again, the room joined again; the other side's peer connection takes the new one in).
 * The meter starts from the server's record: the minutes charged, the caller's coins, the time run so far.
 */
export function* adoptedCall(deps: CallDependencies, current: CurrentCall, handover?: RtcHandover) {
  const { call: record, iceServers, agora } = current.session;
  const room = record.roomNum;
  yield put(
    adopted({
      record,
      peer: current.peer,
      ...(current.balance !== undefined ? { balance: current.balance } : {}),
      connected: handover !== undefined,
    }),
  );
  let stream: MediaStream;
  if (handover) {
    stream = handover.local;
    deps.streams.set({ local: handover.local, remote: handover.remote });
  } else {
    try {
      stream = yield call(openMedia, deps.devices, record.media);
    } catch (error) {
      // Without the camera or microphone this side cannot go on: the call ends as a lost media path does (100).
      yield put(mediaFailed(mediaFailureOf(error)));
      yield spawn(quietAction, deps, 'notifyEnd', room);
      yield put(ended({ outcome: 'failed' }));
      return;
    }
    deps.streams.set({ local: stream });
  }
  try {
    yield call(connectedCall, {
      deps,
      room,
      role: record.role,
      rtcRole: current.rtcRole,
      media: record.media,
      iceServers,
      agora,
      stream,
      ...(handover ? { session: handover.session } : {}),
      elapsedMs: record.callTimeSec * 1000,
    });
  } finally {
    stopStream(stream);
    deps.streams.clear();
  }
}
