import type { CurrentCall } from '@aura/contracts';
import { realtimeConnected } from '@aura/gateway-client';
import { call, put, select, spawn, takeLatest } from 'redux-saga/effects';
import { callResumeFound, type CallState } from '../slice.ts';
import { quietAction } from './actions.ts';
import { postBellRecord } from './bell-record.ts';
import type { CallDependencies } from './context.ts';
import { callMessageReceived } from './realtime.ts';
import { offerRejoin } from './rejoin.ts';
import { selectCall } from '../selectors.ts';

/**
 * Whenever the realtime channel (re)opens on a tab with no call, the server is asked for the user's open call: a
 * tab reloaded or reopened during a call takes it up again. Connected: the call screen comes back (`resumeFound`,
 * run by the call saga like any call). Ringing at this user: the bell rings again for what is left of its time.
 * Ringing from this user: the reload took the caller's camera and their ringing screen, so the call is cancelled
 * (action 2, with spec §4's bell-cancel record) rather than answered into a tab that no longer shows it. Only the
 * tab that can claim the tab lock does any of this: one that another tab of the user holds the call in does not.
 */
export function* resumeOnConnect(deps: CallDependencies) {
  yield takeLatest(realtimeConnected, function* ({ payload: open }: ReturnType<typeof realtimeConnected>) {
    // A visitor's socket: no user, no call to ask for.
    if (open.userId === undefined) return;
    const before: CallState = yield select(selectCall);
    // A call here, or the question about one already asked (a second open while it is up must not ask again).
    if (before.phase !== 'idle' || before.rejoinOffer) return;
    let current: CurrentCall | undefined;
    try {
      current = yield call([deps.api, deps.api.current]);
    } catch (error) {
      console.warn('[rtc-call] the current call could not be read', error);
      return;
    }
    const now: CallState = yield select(selectCall);
    if (!current || now.phase !== 'idle' || now.rejoinOffer) return;
    // Another tab of this user holds the call: it keeps it, and this tab shows nothing of it (docs/rtc-call.md).
    const lock = deps.tabLock;
    const mine: boolean = lock ? yield call([lock, lock.claim]) : true;
    if (!mine) return;
    const { call: record, iceServers, minuteMs, agora } = current.session;
    if (record.state === 'connected') {
      // A reload goes on with its call; a new visit is asked first (docs/rtc-call.md "A reload, and a new visit").
      const reload = deps.callMemory?.remembers(record.roomNum) ?? true;
      if (reload) yield put(callResumeFound(current));
      // Detached: the socket opening again (takeLatest starts over) must not take the question away unanswered.
      else yield spawn(offerRejoin, deps, current);
    } else if (record.role === 'callee') {
      const left = (current.ringsUntil ?? 0) - (deps.now ?? Date.now)();
      if (left <= 0) {
        lock?.release();
        return;
      }
      yield put(
        callMessageReceived({
          type: 'callIncoming',
          call: record,
          caller: current.peer,
          iceServers,
          ...(agora ? { agora } : {}),
          minuteMs,
          ringTimeoutMs: left,
        }),
      );
    } else {
      yield spawn(quietAction, deps, 'cancel', record.roomNum);
      yield spawn(postBellRecord, deps, record, 1);
      lock?.release();
    }
  });
}
