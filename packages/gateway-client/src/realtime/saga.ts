import { eventChannel, type EventChannel } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import { call, fork, put, take } from 'redux-saga/effects';
import {
  realtimeConnected,
  realtimeDisconnected,
  realtimePresenceChanged,
  type RealtimeAction,
} from './actions.ts';
import type { RealtimeChannel } from './channel.ts';

/** The channel's events as Redux actions, for a saga to `take`; closing it removes the listeners. */
export function realtimeEventChannel(channel: RealtimeChannel): EventChannel<RealtimeAction> {
  return eventChannel<RealtimeAction>((emit) => {
    const removers = [
      channel.on('open', (open) => emit(realtimeConnected(open))),
      channel.on('close', (close) => emit(realtimeDisconnected(close))),
      channel.on('presence', (presence) => emit(realtimePresenceChanged(presence))),
    ];
    return () => removers.forEach((remove) => remove());
  });
}

export interface RealtimeSagaOptions {
  /**
   * Connects when an action of this pattern arrives rather than at once: the app waits for startup to know the
   * session, since a socket dialled before that would be closed half-open and dialled again as the signed-in user
   * (two sockets, and Chromium's "WebSocket is closed before the connection is established"). Whoever connects the
   * channel before that (a sign-in does) is heard all the same: the events go into the store from the start.
   */
  connectAfter?: ActionPattern;
}

/**
 * Runs a realtime channel for as long as this saga runs: connects it, puts its events into the store, and when
 * cancelled (logout, a new session) closes the socket and removes its listeners.
 */
export function* realtimeSaga(channel: RealtimeChannel, options: RealtimeSagaOptions = {}) {
  const events: EventChannel<RealtimeAction> = yield call(realtimeEventChannel, channel);
  try {
    // Waiting aside: whoever connects the channel meanwhile (a sign-in does), its events go on into the store.
    if (options.connectAfter === undefined) channel.connect();
    else yield fork(connectAfter, channel, options.connectAfter);
    for (;;) {
      const action: RealtimeAction = yield take(events);
      yield put(action);
    }
  } finally {
    events.close();
    channel.close();
  }
}

function* connectAfter(channel: RealtimeChannel, pattern: ActionPattern) {
  yield take(pattern);
  channel.connect();
}
