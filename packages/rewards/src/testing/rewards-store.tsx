import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { rewardsSlice, type RewardsState } from '../slice.ts';

export interface RewardsStoreState {
  rewards?: Partial<RewardsState>;
}

/** A real store of the rewards slice from `rewards` over its initial state, without sagas; it records every action. */
export function createRewardsStore({ rewards = {} }: RewardsStoreState = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [rewardsSlice.reducerPath]: rewardsSlice.reducer },
    preloadedState: { [rewardsSlice.reducerPath]: { ...rewardsSlice.getInitialState(), ...rewards } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type RewardsTestStore = ReturnType<typeof createRewardsStore>;

/** A story decorator: the story in a real store made from `parameters.store`. Without sagas it stays as given. */
export function withRewardsStore(
  Story: () => ReactNode,
  context: { parameters: { store?: RewardsStoreState } },
) {
  return <RewardsStoreProvider state={context.parameters.store}>{<Story />}</RewardsStoreProvider>;
}

function RewardsStoreProvider({ state, children }: { state?: RewardsStoreState; children: ReactNode }) {
  const [store] = useState(() => createRewardsStore(state));
  return <Provider store={store}>{children}</Provider>;
}
