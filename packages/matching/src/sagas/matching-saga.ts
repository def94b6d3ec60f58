import { signedOut } from '@aura/auth';
import { BUSINESS_CODES, type MatchInfo, type ServerMessage } from '@aura/contracts';
import { isGatewayCallError, NO_ANSWER_CODE } from '@aura/gateway-client';
import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  cancel,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { LIMIT_CODES } from '../messages.ts';
import { MATCHING_DEPENDENCIES_CONTEXT_KEY, type MatchingDependencies } from '../ports.ts';
import { selectMatching } from '../selectors.ts';
import { autoNext, now } from './auto-next.ts';
import { reportSaga } from './report-saga.ts';
import {
  callConfirmed,
  callFinished,
  callInviteSent,
  callInvited,
  callPressed,
  callQuoted,
  hangUpPressed,
  callRefused,
  callStarted,
  inviteAccepted,
  inviteDeclined,
  inviteEnded,
  quotaKnown,
  startAsked,
  startPriceAsked,
  failed,
  limitReached,
  matchBecameCall,
  matched,
  matchEnded,
  matchingAnswered,
  nextPressed,
  startPressed,
  stayPressed,
  partnerStayed,
  stopPressed,
  nextMatchPrice,
  type MatchingState,
} from '../slice.ts';

function codeOf(error: unknown): number {
  return isGatewayCallError(error) ? error.code : NO_ANSWER_CODE;
}

function resetsAtOf(error: unknown): number | undefined {
  if (!isGatewayCallError(error)) return undefined;
  const data = error.data as { resetsAt?: unknown } | null;
  return typeof data?.resetsAt === 'number' ? data.resetsAt : undefined;
}

/** Asks the gateway for a match (Start, Next, or back to the queue after the partner left). */
function* requestMatching(nextOf?: string) {
  const { api, video }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { mode }: MatchingState = yield select(selectMatching);
  try {
    const answer: Awaited<ReturnType<typeof api.matching>> = yield call(
      [api, api.matching],
      nextOf === undefined ? { mode } : { mode, nextOf },
    );
    yield put(matchingAnswered({ quota: answer.quota }));
    if (answer.match) yield put(matched({ match: answer.match, at: now(), awaitVideo: video !== undefined }));
  } catch (error) {
    const code = codeOf(error);
    if (LIMIT_CODES.includes(code)) {
      const resetsAt = resetsAtOf(error);
      yield put(limitReached(resetsAt === undefined ? { code } : { code, resetsAt }));
    } else {
      yield put(failed({ code }));
    }
  }
}

function realtimeEvents(deps: MatchingDependencies): EventChannel<ServerMessage> {
  return eventChannel((emit) => deps.realtime.onMessage(emit));
}

/** The matching messages of the realtime channel, as actions. */
function* listen() {
  const deps: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const channel: EventChannel<ServerMessage> = yield call(realtimeEvents, deps);
  try {
    for (;;) {
      const message: ServerMessage = yield take(channel);
      const state: MatchingState = yield select(selectMatching);
      if (message.type === 'matched') {
        yield put(matched({ match: message.match, at: now(), awaitVideo: deps.video !== undefined }));
      } else if (message.type === 'matchStayed') {
        yield put(partnerStayed({ matchId: message.matchId }));
      } else if (message.type === 'matchCall') {
        if (message.outcome === 'invited')
          yield put(callInvited({ matchId: message.matchId, pricePerMinute: message.pricePerMinute ?? 0 }));
        else yield put(inviteEnded({ matchId: message.matchId, notice: message.outcome }));
      } else if (message.type === 'matchEnded') {
        yield put(matchEnded({ matchId: message.matchId, reason: message.reason }));
        // The partner went on into a call with this user: the call screen takes the match's room up.
        if (message.reason === 'converted' && state.match?.matchId === message.matchId)
          yield put(matchBecameCall({ roomNum: state.match.roomNum }));
      } else if (
        message.type === 'callState' &&
        message.call.state === 'ended' &&
        message.call.roomNum === state.callRoom
      ) {
        yield put(callFinished());
      } else if (
        message.type === 'error' &&
        state.phase === 'matching' &&
        LIMIT_CODES.includes(message.code)
      ) {
        // A pass found this user's coins or day gone while they waited: the gateway took them out of the queue.
        const data = message.data as { resetsAt?: unknown } | undefined;
        const resetsAt = typeof data?.resetsAt === 'number' ? data.resetsAt : undefined;
        yield put(
          limitReached(resetsAt === undefined ? { code: message.code } : { code: message.code, resetsAt }),
        );
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * What this match's next steps cost, read as soon as it is made: a call with the partner (the Call button shows it
 * before it is pressed) and the allowance now (whether the next match is free, so whether auto-next may run).
 */
function* priceUp(match: MatchInfo) {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  try {
    const quote: Awaited<ReturnType<typeof api.callQuote>> = yield call(
      [api, api.callQuote],
      match.partner.userId,
    );
    yield put(
      callQuoted({
        matchId: match.matchId,
        pricePerMinute: quote.pricePerMinute,
        canAfford: quote.canAfford,
      }),
    );
  } catch {
    // No price, no Call: the button waits for one (the next match tries again).
  }
  try {
    yield put(quotaKnown((yield call([api, api.quota])) as Awaited<ReturnType<typeof api.quota>>));
  } catch {
    // The quota of the last answer stands.
  }
}

/**
 * A random match moves on MATCH_LIMITS.autoNextMs after the partner is on screen (`autoNext`) unless the user acts
 * first (Next, Stop, Call) or the partner does (the match ends, an invitation to a call); the video meanwhile joins the match's room when a video
 * port is given. Once a call is in the air (this side pressed Call, or the partner asked), the match waits for
 * the call to start, or for Next or Stop.
 */
function* whileMatched(match: MatchInfo) {
  const { video }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  if (video) yield call([video, video.join], match);
  try {
    const left = (action: Action) =>
      nextPressed.match(action) ||
      stopPressed.match(action) ||
      (matchEnded.match(action) &&
        action.payload.matchId === match.matchId &&
        action.payload.reason !== 'converted');
    const converted = (action: Action) =>
      matchEnded.match(action) &&
      action.payload.matchId === match.matchId &&
      action.payload.reason === 'converted';
    const callOver = race({ over: take(callFinished.type), stop: take(stopPressed.type) });
    const { asking, partnerCalled } = yield race({
      timeUp: call(autoNext, match),
      left: take(left),
      asking: take(
        (action: Action) =>
          callPressed.match(action) ||
          (callInvited.match(action) && action.payload.matchId === match.matchId),
      ),
      partnerCalled: take(converted),
    });
    if (partnerCalled) yield callOver;
    if (!asking) return;
    // A call in the air: the call keeps the match's room, so the video runs on until the call is over.
    const { started, accepted } = yield race({
      started: take(callStarted.type),
      accepted: take(converted),
      left: take(left),
    });
    if (started || accepted) yield callOver;
  } finally {
    // Left however: Next, Stop, the partner gone, a call (which keeps the room and takes the media over).
    if (video) video.leave();
  }
}

/** Follows each match once: the same match told twice (HTTP answer and realtime event) is one match. */
function* followMatches() {
  let followed: string | undefined;
  yield takeEvery(matched.type, function* onMatched(action: ReturnType<typeof matched>) {
    const state: MatchingState = yield select(selectMatching);
    const { matchId } = action.payload.match;
    if (state.match?.matchId !== matchId || followed === matchId) return;
    followed = matchId;
    // Forked beside the match (not spawned): signing out cancels a price read in flight with the rest.
    yield fork(priceUp, action.payload.match);
    yield call(whileMatched, action.payload.match);
  });
}

function* onStop() {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  try {
    yield call([api, api.exitMatch]);
  } catch {
    // Stopping is local first: a lost exitMatch leaves the user queued until the gateway sees their tab gone.
  }
}

function* onHangUp() {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { callRoom }: MatchingState = yield select(selectMatching);
  if (!callRoom) return;
  try {
    yield call([api, api.hangUp], callRoom);
  } catch {
    // A call already over answers as it is; a lost answer leaves the call to end when a side is gone.
  }
  yield put(callFinished());
}

/**
 * beginMinCall, after the price was confirmed (`callConfirmed`) or to say yes to the partner's invitation
 * (`inviteAccepted`, `acceptOnly`): the partner is asked, or the match becomes the call.
 */
function* askForCall(acceptOnly: boolean) {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { match, starting }: MatchingState = yield select(selectMatching);
  if (!match || !starting) return;
  try {
    const answer: Awaited<ReturnType<typeof api.beginMinCall>> = yield call(
      [api, api.beginMinCall],
      match.matchId,
      acceptOnly,
    );
    if (answer.state === 'connected' && answer.session) {
      yield put(callStarted(answer.session));
      yield put(matchBecameCall({ roomNum: answer.session.call.roomNum }));
    } else if (answer.state === 'invited') {
      yield put(callInviteSent({ pricePerMinute: answer.pricePerMinute ?? 0 }));
    } else {
      yield put(inviteEnded({ matchId: match.matchId, notice: 'failed' }));
    }
  } catch (error) {
    const code = codeOf(error);
    yield put(callRefused({ code }));
    // The match is gone (the countdown ran out meanwhile): back to the queue.
    if (code === BUSINESS_CODES.matchNotFound)
      yield put(matchEnded({ matchId: match.matchId, reason: 'timedOut' }));
  }
}

/**
 * Start pressed: a free match starts at once; a paid one (Face to Face, or a random match once the free ones are
 * used up, by the allowance read now) asks for its price first (issue 11).
 */
function* onStartAsked() {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { mode }: MatchingState = yield select(selectMatching);
  if (mode === 'random') {
    try {
      yield put(quotaKnown((yield call([api, api.quota])) as Awaited<ReturnType<typeof api.quota>>));
    } catch (error) {
      // Without the allowance the price is unknown: nothing starts, the screen offers to try again.
      yield put(failed({ code: codeOf(error) }));
      return;
    }
  }
  const price = nextMatchPrice((yield select(selectMatching)) as MatchingState);
  yield put(price > 0 ? startPriceAsked({ price }) : startPressed());
}

/** Stay: the partner is told, so their count stops too (issue 18). A lost answer leaves only this side's. */
function* onStay() {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { match, phase }: MatchingState = yield select(selectMatching);
  if (!match || phase !== 'matched') return;
  try {
    yield call([api, api.stay], match.matchId);
  } catch {
    // The match is over, or the answer lost: this side's count stopped anyway.
  }
}

/** No to the partner's invitation, or this side's own taken back; the match goes on either way. */
function* onDecline() {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { match }: MatchingState = yield select(selectMatching);
  if (!match) return;
  try {
    yield call([api, api.declineMinCall], match.matchId);
  } catch {
    // The match is over, or the answer lost: the invitation ends with the match anyway.
  }
}

/** Everything matching runs for one signed-in user, from Start to the call a match became. */
function* matchingFlows() {
  yield fork(listen);
  yield fork(followMatches);
  yield fork(reportSaga);
  yield takeLatest(callConfirmed.type, askForCall, false);
  yield takeLatest(inviteAccepted.type, askForCall, true);
  yield takeLatest(inviteDeclined.type, onDecline);
  yield takeLatest(stayPressed.type, onStay);
  yield takeLatest(startAsked.type, onStartAsked);
  yield takeLatest(hangUpPressed.type, onHangUp);
  let pending: Task | undefined;
  for (;;) {
    const action: Action = yield take([
      startPressed.type,
      nextPressed.type,
      stopPressed.type,
      matchEnded.type,
    ]);
    const before: MatchingState = yield select(selectMatching);
    if (pending) yield cancel(pending);
    pending = undefined;
    if (stopPressed.match(action)) {
      yield fork(onStop);
    } else if (startPressed.match(action)) {
      pending = yield fork(requestMatching);
    } else if (nextPressed.match(action)) {
      pending = yield fork(requestMatching, before.leftMatchId);
    } else if (
      matchEnded.match(action) &&
      before.phase === 'matching' &&
      action.payload.reason !== 'converted'
    ) {
      // The partner left or went on, and the next match is free: straight back to the queue (the gateway keeps
      // the two apart for a while). A paid next match waits on the screen for a press that shows its price.
      pending = yield fork(requestMatching);
    }
  }
}

/**
 * The matching package's root saga: realtime events, Start/Next/Stop, the match's countdowns and video, and the
 * step into a call. Needs `MatchingDependencies` in the saga context (`MATCHING_DEPENDENCIES_CONTEXT_KEY`).
 * Signing out cancels all of it, as the other packages do: a request in flight is dropped, the match's video
 * leaves its room and lets go of the camera (`whileMatched`'s `finally`), and the slice is back at its start.
 * The gateway is not asked: the session a call would need is gone, and the gateway drops a queued user whose
 * signed socket and heartbeats stopped (docs/matching.md, "The queue and several instances").
 */
export function* matchingSaga() {
  for (;;) yield race({ flows: call(matchingFlows), signedOut: take(signedOut) });
}
