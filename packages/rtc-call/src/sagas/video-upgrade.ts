import { BUSINESS_CODES, type VideoUpgradeAction, type VideoUpgradeOutcome } from '@aura/contracts';
import type { Action } from '@reduxjs/toolkit';
import { call, put, race, take } from 'redux-saga/effects';
import { mediaFailureOf } from '../media-errors.ts';
import { MEDIA_FAILURE_KEYS, messageKeyOfCode } from '../messages.ts';
import type { RtcSession } from '../rtc/rtc-port.ts';
import {
  switchedToVideo,
  videoInvitationAccepted,
  videoInvitationDeclined,
  videoInvitationWithdrawn,
  videoUpgradeChanged,
  videoUpgradePressed,
  type VideoUpgradeStage,
} from '../slice.ts';
import type { CallDependencies } from './context.ts';
import { stopStream } from './media.ts';
import { callMessageReceived } from './realtime.ts';

export interface VideoUpgradeOptions {
  deps: CallDependencies;
  room: string;
  session: RtcSession;
  /** This side's published stream (the microphone): the camera's track joins it, so the peer sees one stream. */
  stream: MediaStream;
}

/** What each way a switch to video ends says to this side (i18n keys); none for one's own choice. */
const NOTICES: Partial<Record<VideoUpgradeOutcome, string>> = {
  declined: 'app:call.upgrade.declined',
  cancelledByCaller: 'app:call.upgrade.cancelled',
  cancelledByCallee: 'app:call.upgrade.cancelled',
  failedInsufficientCoins: 'base:coins.insufficientForCall',
};

/** The server's word on this room's switch to video: an outcome, or an error refusing this side's message. */
type Reply = { outcome: VideoUpgradeOutcome } | { code: number };

const replyIn =
  (room: string, wanted: readonly VideoUpgradeOutcome[]) =>
  (action: Action): boolean => {
    if (!callMessageReceived.match(action)) return false;
    const message = action.payload;
    if (message.type === 'videoUpgrade') return message.roomNum === room && wanted.includes(message.outcome);
    if (message.type === 'error') return (message.data as { roomNum?: string }).roomNum === room;
    return false;
  };

/** Outcomes only: after crossing invitations, the refusal of this side's own invitation is expected and ignored. */
const outcomeIn =
  (room: string, wanted: readonly VideoUpgradeOutcome[]) =>
  (action: Action): boolean =>
    callMessageReceived.match(action) &&
    action.payload.type === 'videoUpgrade' &&
    action.payload.roomNum === room &&
    wanted.includes(action.payload.outcome);

function replyOf(action: Action): Reply {
  const message = (action as ReturnType<typeof callMessageReceived>).payload;
  if (message.type === 'videoUpgrade') return { outcome: message.outcome };
  if (message.type === 'error') return { code: message.code };
  throw new Error('not a reply about a switch to video');
}

/**
 * The words of the server's refusal: its call message (a host taking video from friends only, the call gone); a
 * message that did not fit the call's state has no words of its own here, so the generic one.
 */
function refusalKey(code: number): string {
  return code === BUSINESS_CODES.callStateConflict ? 'base:errors.generic' : messageKeyOfCode(code);
}

function send(deps: CallDependencies, room: string, action: VideoUpgradeAction) {
  deps.realtime.send({ type: 'videoUpgrade', roomNum: room, action });
}

const stage = (value: VideoUpgradeStage | undefined, notice?: string) =>
  videoUpgradeChanged({ stage: value, notice });

/**
 * Asks for the camera first (spec §5: permission before video chat); on refusal shows the permission message of
 * the video call's prompt and returns undefined.
 */
function* askCamera(deps: CallDependencies) {
  yield put(stage('camera'));
  try {
    const stream: MediaStream = yield call([deps.devices, deps.devices.getUserMedia], {
      video: { facingMode: 'user' },
    });
    return stream;
  } catch (error) {
    yield put(stage(undefined, MEDIA_FAILURE_KEYS[mediaFailureOf(error)]));
    return undefined;
  }
}

/** Both sides said yes: this side's camera joins its published stream, and the screens become video. */
function* switchToVideo(options: VideoUpgradeOptions, cameraStream: MediaStream) {
  const { deps, session, stream } = options;
  for (const track of cameraStream.getVideoTracks()) stream.addTrack(track);
  yield call([session, session.publish], stream);
  session.setCameraEnabled(true);
  deps.streams.set({ local: stream });
  yield put(switchedToVideo());
}

/** This side invites; the other side answers, or this side withdraws. True when the call became video. */
function* invite(options: VideoUpgradeOptions) {
  const { deps, room } = options;
  const cameraStream: MediaStream | undefined = yield call(askCamera, deps);
  if (!cameraStream) return false;
  let switched = false;
  try {
    send(deps, room, 'invite');
    yield put(stage('inviting'));
    const result: { reply?: Action; withdraw?: Action; crossed?: Action } = yield race({
      reply: take(replyIn(room, ['accepted', 'declined', 'failedInsufficientCoins'])),
      withdraw: take(videoInvitationWithdrawn),
      crossed: take(outcomeIn(room, ['invited'])),
    });
    if (result.crossed) {
      // Both asked at once: the server took the other's invitation first (and refuses this side's). Both want
      // video, so this side accepts it with the camera it already has.
      send(deps, room, 'accept');
      yield put(stage('answering'));
      const answer: Action = yield take(
        outcomeIn(room, ['accepted', 'failedInsufficientCoins', 'cancelledByCaller', 'cancelledByCallee']),
      );
      switched = yield call(settle, options, replyOf(answer), cameraStream);
      return switched;
    }
    if (result.withdraw) {
      send(deps, room, 'cancel');
      yield put(stage(undefined));
      return false;
    }
    switched = yield call(settle, options, replyOf(result.reply!), cameraStream);
    return switched;
  } finally {
    // Declined, withdrawn, failed, or the call ended meanwhile: the camera goes off again.
    if (!switched) stopStream(cameraStream);
  }
}

/** The other side invited: this side accepts (camera first) or declines, or the other side withdraws. */
function* answerInvitation(options: VideoUpgradeOptions) {
  const { deps, room } = options;
  yield put(stage('invited'));
  const choice: { accept?: Action; decline?: Action; withdrawn?: Action } = yield race({
    accept: take(videoInvitationAccepted),
    decline: take(videoInvitationDeclined),
    withdrawn: take(replyIn(room, ['cancelledByCaller', 'cancelledByCallee'])),
  });
  if (choice.withdrawn) {
    yield put(stage(undefined, NOTICES[replyOutcome(choice.withdrawn)]));
    return false;
  }
  if (choice.decline) {
    send(deps, room, 'decline');
    yield put(stage(undefined));
    return false;
  }
  const cameraStream: MediaStream | undefined = yield call(askCamera, deps);
  if (!cameraStream) {
    // Without a camera there is no video: the inviter is told no rather than left waiting.
    send(deps, room, 'decline');
    return false;
  }
  let switched = false;
  try {
    send(deps, room, 'accept');
    yield put(stage('answering'));
    const reply: Action = yield take(
      replyIn(room, ['accepted', 'failedInsufficientCoins', 'cancelledByCaller', 'cancelledByCallee']),
    );
    switched = yield call(settle, options, replyOf(reply), cameraStream);
    return switched;
  } finally {
    if (!switched) stopStream(cameraStream);
  }
}

function replyOutcome(action: Action): VideoUpgradeOutcome {
  const reply = replyOf(action);
  return 'outcome' in reply ? reply.outcome : 'declined';
}

/** The server's answer: switch on accepted; otherwise say why (the caller lets go of the camera). */
function* settle(options: VideoUpgradeOptions, reply: Reply, cameraStream: MediaStream) {
  if ('outcome' in reply && reply.outcome === 'accepted') {
    yield call(switchToVideo, options, cameraStream);
    return true;
  }
  const notice = 'code' in reply ? refusalKey(reply.code) : NOTICES[reply.outcome];
  yield put(stage(undefined, notice));
  return false;
}

/**
 * A connected audio call's switch to video (spec §4): either side presses "switch to video" (its camera is asked
 * for first, then the other side is invited) or is invited (accept, with the camera asked for first, or decline).
 * Outcomes: accepted (both publish their camera, the call becomes video), declined, withdrawn by the inviter, or
 * failed for lack of coins; the server decides and refuses what does not fit (a host who takes video from friends
 * only). Runs until the call became video; the connected call cancels it when the call ends, which ends a
 * waiting invitation too (its camera is let go here).
 */
export function* videoUpgrade(options: VideoUpgradeOptions) {
  const invited = replyIn(options.room, ['invited']);
  for (;;) {
    const next: { press?: Action; invited?: Action } = yield race({
      press: take(videoUpgradePressed),
      invited: take(invited),
    });
    const switched: boolean = next.press
      ? yield call(invite, options)
      : yield call(answerInvitation, options);
    if (switched) return;
  }
}
