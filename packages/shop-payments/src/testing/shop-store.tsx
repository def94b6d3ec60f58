import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { shopSlice, type ShopState } from '../slice.ts';

export interface ShopStoreState {
  shop?: Partial<ShopState>;
}

/** A real store of the shop slice from `shop` over its initial state, without sagas; it records every action. */
export function createShopStore({ shop = {} }: ShopStoreState = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [shopSlice.reducerPath]: shopSlice.reducer },
    preloadedState: { [shopSlice.reducerPath]: { ...shopSlice.getInitialState(), ...shop } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

export type ShopTestStore = ReturnType<typeof createShopStore>;

/**
 * A story decorator: the story in a real store made from `parameters.store` (`decorators: [withShopStore]`, then
 * `parameters: { store: { shop: { … } } }`). Without sagas the store stays as given.
 */
export function withShopStore(Story: () => ReactNode, context: { parameters: { store?: ShopStoreState } }) {
  return <ShopStoreProvider state={context.parameters.store}>{<Story />}</ShopStoreProvider>;
}

function ShopStoreProvider({ state, children }: { state?: ShopStoreState; children: ReactNode }) {
  const [store] = useState(() => createShopStore(state));
  return <Provider store={store}>{children}</Provider>;
}
