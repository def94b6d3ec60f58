import { walletSlice } from '@aura/auth';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { giftsSlice, type GiftsState } from '../slice.ts';

export interface GiftsStoreState {
  gifts?: Partial<GiftsState>;
  /** The wallet's coins, as the header shows them. */
  coins?: number;
}

/** A real store of the gifts slice (and the wallet) over `gifts`, without sagas; it records every action. */
export function createGiftsStore({ gifts = {}, coins }: GiftsStoreState = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const wallet = walletSlice.getInitialState();
  const store = configureStore({
    reducer: { [giftsSlice.reducerPath]: giftsSlice.reducer, [walletSlice.reducerPath]: walletSlice.reducer },
    preloadedState: {
      [giftsSlice.reducerPath]: { ...giftsSlice.getInitialState(), ...gifts },
      [walletSlice.reducerPath]:
        coins === undefined ? wallet : { ...wallet, coins: { balance: coins, seq: 1 } },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type GiftsTestStore = ReturnType<typeof createGiftsStore>;

/**
 * A story decorator: the story in a real store made from `parameters.store` (`decorators: [withGiftsStore]`, then
 * `parameters: { store: { gifts: { … } } }`). Without sagas the store stays as given.
 */
export function withGiftsStore(Story: () => ReactNode, context: { parameters: { store?: GiftsStoreState } }) {
  return <GiftsStoreProvider state={context.parameters.store}>{<Story />}</GiftsStoreProvider>;
}

function GiftsStoreProvider({ state, children }: { state?: GiftsStoreState; children: ReactNode }) {
  const [store] = useState(() => createGiftsStore(state));
  return <Provider store={store}>{children}</Provider>;
}
