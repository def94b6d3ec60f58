// IM's sagas against a real store (im and auth slices) with the boundary faked: the gateway given, a socket and the
// browser's network events the test drives, an outbox in memory. Shared by the saga tests and the delivery model.
import type { ServerMessage } from '@aura/contracts';
import { authSlice } from '@aura/auth';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ImApi } from '../api.ts';
import { memoryOutbox, type OutboxStore } from '../outbox.ts';
import type { ImDependencies } from '../ports.ts';
import { imSaga } from '../sagas/im-saga.ts';
import { imSlice } from '../slice.ts';
import { ME } from './im-store.tsx';

export interface SagaBedOptions {
  delay?: (ms: number) => Promise<void>;
  outbox?: OutboxStore;
  sound?: ImDependencies['sound'];
}

export function startImSagas(
  api: ImApi,
  { delay = () => Promise.resolve(), outbox = memoryOutbox(), sound }: SagaBedOptions = {},
) {
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const openListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  /** The users the sagas watch the presence of now (a channel's counted watch, as a set). */
  const watched = new Set<string>();
  const deps: ImDependencies = {
    api,
    realtime: {
      onMessage: (listener) => (messageListeners.add(listener), () => messageListeners.delete(listener)),
      onOpen: (listener) => (openListeners.add(listener), () => openListeners.delete(listener)),
      onOnline: (listener) => (onlineListeners.add(listener), () => onlineListeners.delete(listener)),
      watch: (userIds) => userIds.forEach((id) => watched.add(id)),
      unwatch: (userIds) => userIds.forEach((id) => watched.delete(id)),
    },
    now: () => 0,
    newClientId: () => 'unused',
    delay,
    outbox,
    ...(sound ? { sound } : {}),
  };
  const saga = createSagaMiddleware();
  const auth = authSlice.getInitialState();
  const store = configureStore({
    reducer: { im: imSlice.reducer, auth: authSlice.reducer },
    preloadedState: {
      auth: { ...auth, status: 'loggedIn' as const, user: { userId: ME } as typeof auth.user },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const task = saga.run(imSaga, deps);
  return {
    store,
    task,
    watched,
    push: (message: object) => messageListeners.forEach((listener) => listener(message as ServerMessage)),
    reconnect: () => openListeners.forEach((listener) => listener()),
    online: () => onlineListeners.forEach((listener) => listener()),
    seqs: (peerId: string) => store.getState().im.conversations[peerId]?.messages.map((m) => m.seq),
  };
}
