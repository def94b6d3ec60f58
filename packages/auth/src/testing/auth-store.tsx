import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authSlice, type AuthState } from '../session/slice.ts';

/** A real store with only the auth slice, starting from `auth` over the initial state; it records every action. */
export function createAuthStore(auth: Partial<AuthState> = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const initial = authSlice.getInitialState();
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer },
    preloadedState: { [authSlice.reducerPath]: { ...initial, ...auth } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** Provides a store made from `auth` (once, on mount), for stories: `parameters.auth` in a decorator. */
export function AuthStoreProvider({ auth, children }: { auth?: Partial<AuthState>; children: ReactNode }) {
  const [store] = useState(() => createAuthStore(auth));
  return <Provider store={store}>{children}</Provider>;
}
