import { signedOut } from '@aura/auth';
import type { Action } from '@reduxjs/toolkit';
import { call, select, spawn, take } from 'redux-saga/effects';
import { adopted, ended, incomingRang, outgoingStarted, type CallState } from '../slice.ts';
import type { CallDependencies } from './context.ts';
import { selectCall } from '../selectors.ts';

/** The user-video record of one room (spec §7 `users/videos?matchId={roomId}`). */
export interface UserVideoRecord {
  matchUserId: string;
  roomId: string;
  /** Whole seconds the video ran; under one second counts as one, as the duration shows it (spec §3). */
  videoTime: number;
}

/** Seconds the video ran from `since` to `until` (ms on one clock), as the record carries them. */
export function videoSeconds(since: number, until: number): number {
  return Math.max(1, Math.round((until - since) / 1000));
}

/** Posts the record; a failed post is logged only, as the record changes nothing the user sees. */
export function* postUserVideoRecord(deps: CallDependencies, entry: UserVideoRecord) {
  try {
    yield call([deps.api, deps.api.videoRecord], { matchId: entry.roomId, ...entry });
  } catch (error) {
    console.warn('[rtc-call] user-video record failed', error);
  }
}

/**
 * The user-video record (spec §7 `users/videos`, fields spec §5): when a call's video ends here (a hang-up, the
 * server's end, a lost media path), each side posts how long the video ran in the room, with the other side as
 * `matchUserId`. The video runs from the moment the call is connected with video, or switches to video while
 * connected (a voice call's minutes are not video time); a call taken up again (a reload, a match made into a call)
 * counts the time it had run as the server says, when it was a video call by then. Posted once per room; nothing
 * when the video never ran (a call that rang out, was refused, or never connected its media). The clock is the
 * dependencies' (`now`), so tests move it.
 */
export function* userVideoRecords(deps: CallDependencies) {
  const now = deps.now ?? Date.now;
  const recorded = new Set<string>();
  /** When this call's video began, on `now`'s clock; undefined while no video runs. */
  let since: number | undefined;
  /** Video time the call had before this tab took it up. */
  let before = 0;
  for (;;) {
    const action: Action = yield take('*');
    if (outgoingStarted.match(action) || incomingRang.match(action) || signedOut.match(action)) {
      since = undefined;
      before = 0;
    } else if (adopted.match(action)) {
      const { record } = action.payload;
      since = undefined;
      before = record.media === 'video' ? record.callTimeSec * 1000 : 0;
    }
    const state: CallState = yield select(selectCall);
    if (since === undefined && state.phase === 'connected' && state.media === 'video') since = now() - before;
    if (!ended.match(action) || since === undefined) continue;
    const roomId = state.record?.roomNum;
    const matchUserId = state.peer?.userId;
    const videoTime = videoSeconds(since, now());
    since = undefined;
    before = 0;
    // Spec §5: skipped without matchUserId and roomId (videoTime is always there by now).
    if (!roomId || !matchUserId || recorded.has(roomId)) continue;
    recorded.add(roomId);
    yield spawn(postUserVideoRecord, deps, { matchUserId, roomId, videoTime });
  }
}
