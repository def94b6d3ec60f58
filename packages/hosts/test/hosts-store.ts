// The store the shell builds, reduced to what the wall needs: the hosts and auth slices, the hosts saga (and the
// realtime saga when asked), the gateway client and realtime channel in the saga context as the shell gives them.
import { REALTIME_CHANNEL_CONTEXT_KEY, authSlice, type AuthState } from '@aura/auth';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  RealtimeChannel,
  realtimeSaga,
  type GatewayClient,
} from '@aura/gateway-client';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { vi } from 'vitest';
import { hostsSaga } from '../src/sagas/hosts-saga.ts';
import { hostsSlice } from '../src/slice.ts';

/** A channel that is never connected: `watch` and `unwatch` keep its watch set, which the test reads. */
export function idleChannel(): RealtimeChannel {
  return new RealtimeChannel({
    buildUrl: () => Promise.reject(new Error('not connected in this test')),
    WebSocket: class {} as never,
  });
}

export interface HostsStoreOptions {
  client: GatewayClient;
  auth?: Partial<AuthState>;
  realtime?: RealtimeChannel;
  /** Connects `realtime` and puts its events into the store, as the shell's realtime saga does. */
  connectRealtime?: boolean;
}

export function startHostsStore({ client, auth = {}, realtime, connectRealtime = false }: HostsStoreOptions) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({
    context: { [GATEWAY_CLIENT_CONTEXT_KEY]: client, [REALTIME_CHANNEL_CONTEXT_KEY]: realtime },
  });
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer, [hostsSlice.reducerPath]: hostsSlice.reducer },
    preloadedState: { [authSlice.reducerPath]: { ...authSlice.getInitialState(), ...auth } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagaMiddleware),
  });
  const task = sagaMiddleware.run(function* root() {
    yield all([fork(hostsSaga), ...(realtime && connectRealtime ? [fork(realtimeSaga, realtime)] : [])]);
  });
  /** Resolves with the state once `check` holds. */
  const until = (check: (state: ReturnType<typeof store.getState>) => boolean) =>
    vi.waitFor(
      () => {
        const state = store.getState();
        if (!check(state)) throw new Error('not yet');
        return state;
      },
      { timeout: 10_000, interval: 5 },
    );
  return { store, actions, task, until, stop: () => task.cancel() };
}

export type HostsStore = ReturnType<typeof startHostsStore>;
