// A real store of the auth slices without sagas or gateway: component tests and stories put it in a state by
// dispatching the flows' own actions, and tests read what the components dispatch. Nothing here may import test
// libraries: stories run in the browser.
import { gatewaySlice } from '@aura/gateway-client';
import { combineSlices, configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { signInFlowSlices } from '../src/flows/slices.ts';
import { authSlice } from '../src/session/slice.ts';

export const rootReducer = combineSlices(authSlice, gatewaySlice, ...signInFlowSlices);
export type TestState = ReturnType<typeof rootReducer>;

/** A store of every auth slice that records the actions dispatched; `setup` actions go in first. */
export function createFlowsStore(setup: readonly Action[] = []) {
  const actions: Action[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  for (const action of setup) store.dispatch(action);
  actions.length = 0;
  return Object.assign(store, { actions });
}

export type FlowsStore = ReturnType<typeof createFlowsStore>;

/** For stories: a store made once from `setup`. */
export function FlowsStoreProvider({ setup, children }: { setup?: readonly Action[]; children: ReactNode }) {
  const [store] = useState(() => createFlowsStore(setup));
  return <Provider store={store}>{children}</Provider>;
}
