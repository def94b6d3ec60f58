import { authSlice, walletSlice, type AuthState, type WalletState } from '@aura/auth';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { hostsSlice, type HostsState } from '../slice.ts';

export interface HostsStoreState {
  hosts?: Partial<HostsState>;
  auth?: Partial<AuthState>;
  /** The signed-in user's coins (the cards tell a call the user cannot pay for). */
  wallet?: Partial<WalletState>;
}

/**
 * A real store of the hosts, auth and wallet slices, starting from `hosts`, `auth` and `wallet` over their initial states, without
 * sagas (a story or component test puts it in the state it shows); it records every action.
 */
export function createHostsStore({ hosts = {}, auth = {}, wallet = {} }: HostsStoreState = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      [authSlice.reducerPath]: authSlice.reducer,
      [walletSlice.reducerPath]: walletSlice.reducer,
      [hostsSlice.reducerPath]: hostsSlice.reducer,
    },
    preloadedState: {
      [authSlice.reducerPath]: { ...authSlice.getInitialState(), ...auth },
      [walletSlice.reducerPath]: { ...walletSlice.getInitialState(), ...wallet },
      [hostsSlice.reducerPath]: { ...hostsSlice.getInitialState(), ...hosts },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type HostsTestStore = ReturnType<typeof createHostsStore>;

/** Provides a store made from `state` (once, on mount). */
export function HostsStoreProvider({ state, children }: { state?: HostsStoreState; children: ReactNode }) {
  const [store] = useState(() => createHostsStore(state));
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A story decorator: the story in a real store made from `parameters.store`:
 * `decorators: [withHostsStore]`, then `parameters: { store: { hosts: { … }, auth: { status: 'loggedIn' } } }`.
 */
export function withHostsStore(Story: () => ReactNode, context: { parameters: { store?: HostsStoreState } }) {
  return (
    <HostsStoreProvider state={context.parameters.store}>
      <Story />
    </HostsStoreProvider>
  );
}
