// What the shell starts lazily with the app (docs/messages.md): IM's slice and sagas, so the Messages tab's badge
// counts unread messages on every page, while IM's screens load only with their routes.
import type { GatewayClient, RealtimeChannel } from '@aura/gateway-client';
import type { Reducer } from '@reduxjs/toolkit';
import { all, call, put } from 'redux-saga/effects';
import { gatewayImApi } from './api.ts';
import { indexedDbOutbox } from './outbox.ts';
import type { ImDependencies } from './ports.ts';
import { imSaga } from './sagas/im-saga.ts';
import { imSlice } from './slice.ts';
import { imStarted } from './actions.ts';

/** The browser's IM boundaries: the app's gateway client and socket, real time, random ids, IndexedDB. */
export function browserImDependencies(
  gateway: GatewayClient,
  realtime: RealtimeChannel,
  sound?: ImDependencies['sound'],
): ImDependencies {
  return {
    ...(sound ? { sound } : {}),
    api: gatewayImApi(gateway),
    realtime: {
      onMessage: (listener) => realtime.on('message', listener),
      onOpen: (listener) => realtime.on('open', listener),
      onOnline: (listener) => {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
      watch: (userIds) => realtime.watch(userIds),
      unwatch: (userIds) => realtime.unwatch(userIds),
    },
    now: () => Date.now(),
    newClientId: () => crypto.randomUUID(),
    delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    outbox: indexedDbOutbox(),
  };
}

/** Adds IM's slice to the app's reducer (`combineSlices(...).inject`) and runs its saga until cancelled. */
export function* runIm(
  reducer: { inject(slice: typeof imSlice): Reducer },
  gateway: GatewayClient,
  realtime: RealtimeChannel,
  sound?: ImDependencies['sound'],
) {
  reducer.inject(imSlice);
  // The sagas take their actions first, then the store gets `im` (an injected slice's state comes with the next
  // action), so nothing a screen dispatches once it sees `im` is missed.
  yield all([call(imSaga, browserImDependencies(gateway, realtime, sound)), put(imStarted())]);
}
