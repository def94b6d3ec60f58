import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authSlice, type AuthState } from '../session/slice.ts';
import { walletSlice, type WalletState } from '../wallet/slice.ts';

/**
 * A real store with the auth and wallet slices, starting from `auth` and `wallet` over their initial states; it
 * records every action.
 */
export function createAuthStore(auth: Partial<AuthState> = {}, wallet: Partial<WalletState> = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const initial = authSlice.getInitialState();
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer, [walletSlice.reducerPath]: walletSlice.reducer },
    preloadedState: {
      [authSlice.reducerPath]: { ...initial, ...auth },
      [walletSlice.reducerPath]: { ...walletSlice.getInitialState(), ...wallet },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** Provides a store made from `auth` and `wallet` (once, on mount), for stories: `parameters.auth` in a decorator. */
export function AuthStoreProvider({
  auth,
  wallet,
  children,
}: {
  auth?: Partial<AuthState>;
  wallet?: Partial<WalletState>;
  children: ReactNode;
}) {
  const [store] = useState(() => createAuthStore(auth, wallet));
  return <Provider store={store}>{children}</Provider>;
}
