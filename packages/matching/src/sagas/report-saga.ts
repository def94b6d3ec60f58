import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { MATCHING_DEPENDENCIES_CONTEXT_KEY, type MatchingDependencies } from '../ports.ts';
import { reportFailed, reportSent, reportSubmitted, type ReportState } from '../report-slice.ts';
import { selectMatching, selectReport } from '../selectors.ts';
import { stopPressed, type MatchingState } from '../slice.ts';

/**
 * Sends the open report (issue 18). A block in a match ends that match at once (Stop: Next could cost coins the
 * user did not agree to); a block in a call is ended by @aura/rtc-call, which listens to `reportSent`.
 */
function* sendReport(action: ReturnType<typeof reportSubmitted>) {
  const { api }: MatchingDependencies = yield getContext(MATCHING_DEPENDENCIES_CONTEXT_KEY);
  const { target }: ReportState = yield select(selectReport);
  if (!target) return;
  const { reason, comment, block } = action.payload;
  const trimmed = comment?.trim();
  try {
    const answer: Awaited<ReturnType<typeof api.report>> = yield call([api, api.report], {
      subject: target.subject,
      id: target.id,
      reason,
      ...(trimmed ? { comment: trimmed } : {}),
      ...(block ? { block } : {}),
    });
    yield put(reportSent({ ...target, blocked: answer.blocked }));
    if (!answer.blocked || target.subject !== 'match') return;
    const { phase, match }: MatchingState = yield select(selectMatching);
    if (phase === 'matched' && match?.matchId === target.id) yield put(stopPressed());
  } catch {
    yield put(reportFailed());
  }
}

/** The report dialog's sends; the latest Send wins. */
export function* reportSaga() {
  yield takeLatest(reportSubmitted, sendReport);
}
