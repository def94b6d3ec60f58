import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
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

/**
 * Runs a realtime channel for as long as this saga runs: connects it, puts its events into the store, and when
 * cancelled (logout, a new session) closes the socket and removes its listeners.
 */
export function* realtimeSaga(channel: RealtimeChannel) {
  const events: EventChannel<RealtimeAction> = yield call(realtimeEventChannel, channel);
  try {
    channel.connect();
    for (;;) {
      const action: RealtimeAction = yield take(events);
      yield put(action);
    }
  } finally {
    events.close();
    channel.close();
  }
}
