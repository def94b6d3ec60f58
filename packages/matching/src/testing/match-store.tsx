import { walletSlice } from '@aura/auth';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { reportSlice, type ReportState } from '../report-slice.ts';
import { matchingSlice, type MatchingState } from '../slice.ts';

/** The coins the stories' and tests' user holds (the live wallet of @aura/auth). */
export const SAMPLE_COINS = 300;

/**
 * A real store of the matching slice from `state` over its initial state, and of the wallet holding
 * `SAMPLE_COINS`, without sagas; records every action.
 */
export function createMatchStore(state: Partial<MatchingState> = {}, report: Partial<ReportState> = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      [matchingSlice.reducerPath]: matchingSlice.reducer,
      [reportSlice.reducerPath]: reportSlice.reducer,
      [walletSlice.reducerPath]: walletSlice.reducer,
    },
    preloadedState: {
      [matchingSlice.reducerPath]: { ...matchingSlice.getInitialState(), ...state },
      [reportSlice.reducerPath]: { ...reportSlice.getInitialState(), ...report },
      [walletSlice.reducerPath]: {
        ...walletSlice.getInitialState(),
        coins: { balance: SAMPLE_COINS, seq: 1 },
      },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export function MatchStoreProvider({
  state,
  children,
}: {
  state?: Partial<MatchingState>;
  children: ReactNode;
}) {
  const [store] = useState(() => createMatchStore(state));
  return <Provider store={store}>{children}</Provider>;
}

/** A story decorator: `decorators: [withMatchStore]`, then `parameters: { store: { phase: 'matched', … } }`. */
export function withMatchStore(
  Story: () => ReactNode,
  context: { parameters: { store?: Partial<MatchingState> } },
) {
  return (
    <MatchStoreProvider state={context.parameters.store}>
      <Story />
    </MatchStoreProvider>
  );
}
