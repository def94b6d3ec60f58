import type { AgoraMedia, CallMedia, CallRecord, CallRole, IceServer } from '@aura/contracts';
import { reportSent } from '@aura/matching';
import type { Action } from '@reduxjs/toolkit';
import { END, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, spawn, take, takeEvery } from 'redux-saga/effects';
import { messageKeyOfEndReason } from '../messages.ts';
import type { RtcSession } from '../rtc/rtc-port.ts';
import {
  billed,
  cameraSwitchPressed,
  cameraToggled,
  coinsRunningOut,
  connectionChanged,
  ended,
  hangUpPressed,
  microphoneToggled,
  qualityChanged,
  secondElapsed,
  settled,
  type CallState,
} from '../slice.ts';
import type { CallDependencies } from './context.ts';
import { callEnded, callMessageReceived, recordOf } from './realtime.ts';
import { quietAction } from './actions.ts';
import { videoUpgrade } from './video-upgrade.ts';
import { callSnapshots } from './snapshots.ts';
import { selectCall } from '../selectors.ts';

export interface ConnectedCallOptions {
  deps: CallDependencies;
  room: string;
  role: CallRole;
  media: CallMedia;
  iceServers: IceServer[];
  /** This side's Agora media when the gateway issued it: the room is joined through Agora RTC then. */
  agora?: AgoraMedia | undefined;
  stream: MediaStream;
  /** The role in the media room's negotiation when it is not the call role (a call made of a match). */
  rtcRole?: CallRole;
  /** A session already joined and publishing `stream` (a match's video handed over): used instead of joining. */
  session?: RtcSession;
  /** How long the call has run already (a call taken up again): the duration goes on from there. */
  elapsedMs?: number;
  /**
   * Runs once this side listens on the room and before the media starts: the callee answers here, so the
   * caller's first offer (sent when it hears of the answer) finds it listening. Returns false to give up.
   */
  beforeMedia?: () => Generator<unknown, boolean, unknown>;
}

function sessionEvents(session: RtcSession, deps: CallDependencies): EventChannel<Action> {
  return eventChannel<Action>((emit) => {
    const removers = [
      session.on('connectionState', (state) => {
        emit(connectionChanged(state));
        if (state === 'closed') emit(END);
      }),
      session.on('quality', (quality) => emit(qualityChanged(quality))),
      session.on('remoteTrack', ({ stream }) => deps.streams.set({ remote: stream })),
    ];
    return () => removers.forEach((remove) => remove());
  });
}

function* pump(channel: EventChannel<Action>) {
  for (;;) yield put((yield take(channel)) as Action);
}

/** The duration display: whole seconds since the answer, by this side's clock (the server bills, not this). */
function* ticker(now: () => number, elapsedMs = 0) {
  const start = now() - elapsedMs;
  for (;;) {
    yield delay(1000);
    yield put(secondElapsed(Math.floor((now() - start) / 1000)));
  }
}

function* controls(session: RtcSession, deps: CallDependencies) {
  yield takeEvery(microphoneToggled, function* () {
    const state: CallState = yield select(selectCall);
    session.setMicrophoneEnabled(state.microphoneOn);
  });
  yield takeEvery(cameraToggled, function* () {
    const state: CallState = yield select(selectCall);
    session.setCameraEnabled(state.cameraOn);
  });
  let facing: 'user' | 'environment' = 'user';
  yield takeEvery(cameraSwitchPressed, function* () {
    const next = facing === 'user' ? 'environment' : 'user';
    try {
      const fresh: MediaStream = yield call([deps.devices, deps.devices.getUserMedia], {
        video: { facingMode: { exact: next } },
      });
      const [track] = fresh.getVideoTracks();
      if (!track) return;
      const state: CallState = yield select(selectCall);
      track.enabled = state.cameraOn;
      yield call([session, session.replaceVideoTrack], track);
      facing = next;
      const local = deps.streams.current.local;
      // A new stream object, so the preview element sees the change.
      if (local) deps.streams.set({ local: new MediaStream(local.getTracks()) });
    } catch {
      // One camera only (a laptop), or the other is busy: the current camera stays, nothing to report.
    }
  });
}

function* billing(room: string) {
  yield takeEvery(
    (action: Action) =>
      callMessageReceived.match(action) &&
      (action.payload.type === 'callBilled' || action.payload.type === 'callCoinsRunningOut') &&
      action.payload.roomNum === room,
    function* (action: ReturnType<typeof callMessageReceived>) {
      const message = action.payload;
      if (message.type === 'callBilled')
        yield put(billed({ minute: message.minute, balance: message.balance, points: message.points }));
      else if (message.type === 'callCoinsRunningOut') yield put(coinsRunningOut({ endsAt: message.endsAt }));
    },
  );
}

/**
 * Hangs up on the server; its answer is the call's final record, whose cost the end screen then shows (a minute
 * that had started is charged at the hang-up). A failure is logged: the server ends the call on its own.
 */
function* hangUp(deps: CallDependencies, room: string) {
  try {
    const answer: Awaited<ReturnType<CallDependencies['api']['action']>> = yield call(
      [deps.api, deps.api.action],
      'hangup',
      room,
    );
    if (answer.call) yield put(settled(answer.call));
  } catch (error) {
    console.warn('[rtc-call] hangup failed', error);
  }
}

/** Answers (the callee), publishes, and shows the duration; returns only when the answer failed. */
function* runMedia(options: ConnectedCallOptions, session: RtcSession) {
  const { deps, room, stream } = options;
  if (options.beforeMedia) {
    const proceed: boolean = yield call(options.beforeMedia);
    if (!proceed) return false;
  }
  const before: CallState = yield select(selectCall);
  if (!options.session) yield call([session, session.publish], stream);
  session.setMicrophoneEnabled(before.microphoneOn);
  session.setCameraEnabled(before.cameraOn);
  yield fork(quietAction, deps, 'notifyJoin', room);
  // A voice call may switch to video (spec §4); ends with the call.
  if (options.media === 'audio') yield fork(videoUpgrade, { deps, room, session, stream });
  // Frames of this side's camera for moderation while the video runs; ends with the call.
  yield fork(callSnapshots, deps, room);
  // The ticker runs as long as this saga, which the race cancels when the call ends.
  yield call(ticker, deps.now ?? Date.now, options.elapsedMs);
  return true;
}

/**
 * A call from the answer to its end: joins the media room, publishes this side's camera and microphone, shows the
 * duration, the cost and the connection, and ends on a hang-up here, the server's word (the other side hung up,
 * coins ran out), or a media path that could not come up ("Call connection failed", spec §8).
 */
export function* connectedCall(options: ConnectedCallOptions) {
  const { deps, room, role, iceServers, agora } = options;
  // A reload of this tab takes this call up again without asking (rejoin.ts).
  deps.callMemory?.remember(room);
  const session: RtcSession =
    options.session ??
    (yield call([deps.engine, deps.engine.join], {
      room,
      role: options.rtcRole ?? role,
      iceServers,
      ...(agora ? { agora } : {}),
    }));
  const events: EventChannel<Action> = yield call(sessionEvents, session, deps);
  const pumpTask: Task = yield fork(pump, events);
  const controlsTask: Task = yield fork(controls, session, deps);
  const billingTask: Task = yield fork(billing, room);
  const tasks = [pumpTask, controlsTask, billingTask];
  try {
    // A hang-up or the server's end counts from the moment this side is in the room, while the answer and the
    // media are still on their way too.
    const result: { media?: boolean; hangUp?: Action; serverEnded?: Action; failed?: Action } = yield race({
      media: call(runMedia, options, session),
      // A block from the report dialog ends the call as a hang-up would (issue 18).
      hangUp: take(
        (action: Action) =>
          hangUpPressed.match(action) ||
          (reportSent.match(action) && action.payload.subject === 'call' && action.payload.blocked),
      ),
      serverEnded: take(callEnded(room)),
      failed: take((action: Action) => connectionChanged.match(action) && action.payload === 'failed'),
    });
    // The media runs until one of the others ends the call; it returns only when the answer failed.
    if (result.media !== undefined) return;
    if (result.hangUp) {
      yield spawn(hangUp, deps, room);
      yield put(ended({ outcome: 'hungUp' }));
    } else if (result.serverEnded) {
      const record: CallRecord = recordOf(result.serverEnded);
      yield put(
        ended({
          outcome: record.outcome ?? 'hungUp',
          messageKey: messageKeyOfEndReason(record.endReason, role),
          record,
        }),
      );
    } else {
      yield spawn(quietAction, deps, 'notifyEnd', room);
      yield put(ended({ outcome: 'failed', messageKey: 'base:call.connectionFailed' }));
    }
  } finally {
    for (const task of tasks) yield cancel(task);
    events.close();
    session.leave();
    deps.streams.clear();
    deps.callMemory?.forget();
  }
}
