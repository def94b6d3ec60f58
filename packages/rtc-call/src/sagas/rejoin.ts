import { signedOut } from '@aura/auth';
import { CALL_LIMITS, type CurrentCall } from '@aura/contracts';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { messageKeyOfEndReason } from '../messages.ts';
import { callResumeFound, ended, rejoinAnswered, rejoinOffered, rejoinWithdrawn } from '../slice.ts';
import type { CallDependencies } from './context.ts';
import { callEnded, recordOf } from './realtime.ts';

/**
 * How long a new visit has to answer before the call it found is ended: the server's grace for a side whose tabs
 * all closed, so the call costs no more than it would have had the user not come back.
 */
export const REJOIN_ANSWER_MS = CALL_LIMITS.leftGraceSeconds * 1000;

/**
 * A new visit (a tab that was not running the call, docs/rtc-call.md "A reload, and a new visit") found the user's
 * call still running: it is taken up only when the user says so. The caller is shown the price, since the minutes
 * go on while the call runs. Declined or unanswered, the call is hung up and its end shown with what it cost; ended
 * meanwhile by the other side, its end is shown.
 */
export function* offerRejoin(deps: CallDependencies, current: CurrentCall) {
  const { call: record } = current.session;
  const room = record.roomNum;
  yield put(
    rejoinOffered({
      peer: current.peer,
      media: record.media,
      ...(record.role === 'caller' ? { pricePerMinute: record.pricePerMinute } : {}),
      answerWithinSec: REJOIN_ANSWER_MS / 1000,
    }),
  );
  const result: {
    answer?: ReturnType<typeof rejoinAnswered>;
    over?: unknown;
    timeout?: true;
    signedOut?: unknown;
  } = yield race({
    answer: take(rejoinAnswered),
    over: take(callEnded(room)),
    timeout: delay(REJOIN_ANSWER_MS),
    // The state is cleared; the server ends the call of a session that is gone.
    signedOut: take(signedOut),
  });
  if (!result.answer) yield put(rejoinWithdrawn());
  if (result.signedOut) {
    deps.tabLock?.release();
  } else if (result.answer?.payload.rejoin) {
    yield call(rejoin, deps, room);
  } else if (result.over) {
    const final = recordOf(result.over as Parameters<typeof recordOf>[0]);
    yield put(
      ended({
        outcome: final.outcome ?? 'hungUp',
        messageKey: messageKeyOfEndReason(final.endReason, final.role),
        record: final,
      }),
    );
    deps.tabLock?.release();
  } else {
    yield call(hangUpFound, deps, room);
  }
}

/** Takes the call up as it stands now (the offer may have waited): the minutes and time paid so far. */
function* rejoin(deps: CallDependencies, room: string) {
  let now: CurrentCall | undefined;
  try {
    now = yield call([deps.api, deps.api.current]);
  } catch (error) {
    console.warn('[rtc-call] the current call could not be read', error);
  }
  if (now?.session.call.roomNum === room && now.session.call.state === 'connected') {
    yield put(callResumeFound(now));
  } else {
    // Over meanwhile: nothing to take up.
    deps.tabLock?.release();
  }
}

/** Hangs up the call the user did not take up, and shows its end with what it cost. */
function* hangUpFound(deps: CallDependencies, room: string) {
  try {
    const answer: Awaited<ReturnType<CallDependencies['api']['action']>> = yield call(
      [deps.api, deps.api.action],
      'hangup',
      room,
    );
    if (answer.call) yield put(ended({ outcome: 'hungUp', record: answer.call }));
  } catch (error) {
    // Left running, it ends as any call does: the other side hangs up, the coins run out, or this user's tabs are
    // all gone for the grace.
    console.warn('[rtc-call] the running call could not be ended', error);
  } finally {
    deps.tabLock?.release();
  }
}
