import { REALTIME } from '@aura/contracts';
import { REALTIME_CHANNEL_CONTEXT_KEY, signedIn, signedOut } from '@aura/auth';
import type { RealtimeChannel } from '@aura/gateway-client';
import type { Action } from '@reduxjs/toolkit';
import { call, cancelled, getContext, select, take } from 'redux-saga/effects';
import { selectHosts, shownHostIds } from '../selectors.ts';
import { hostsSlice, type HostsState } from '../slice.ts';

/** Actions after which the hosts on screen may be others: this slice's, and a change of user (which resets it). */
const mayChangeShownHosts = (action: Action) =>
  action.type.startsWith(`${hostsSlice.reducerPath}/`) || signedIn.match(action) || signedOut.match(action);

/**
 * Keeps the realtime channel watching the hosts on screen (docs/realtime.md §7): every newly shown host is watched
 * (the server answers with their status now, then every change, which the slice applies), every host no longer
 * shown is let go. The channel keeps the watch set across reconnections itself. Only hosts this saga watched are
 * unwatched, and all of them when it stops.
 */
export function* presenceSaga() {
  const channel: RealtimeChannel | undefined = yield getContext(REALTIME_CHANNEL_CONTEXT_KEY);
  if (!channel) return;
  let watched = new Set<string>();
  try {
    for (;;) {
      yield take(mayChangeShownHosts);
      const state: HostsState = yield select(selectHosts);
      // Past the socket's limit the first hosts (the top of the wall, the guest list) keep live status.
      const shown = new Set(shownHostIds(state).slice(0, REALTIME.maxWatchedUsers));
      const gone = [...watched].filter((id) => !shown.has(id));
      const added = [...shown].filter((id) => !watched.has(id));
      if (gone.length > 0) yield call([channel, channel.unwatch], gone);
      if (added.length > 0) {
        try {
          yield call([channel, channel.watch], added);
        } catch {
          // Other features' watches filled the socket: these hosts show the status they were listed with.
          shown.forEach((id) => added.includes(id) && shown.delete(id));
        }
      }
      watched = shown;
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.unwatch([...watched]);
  }
}
