import { authSlice } from '@aura/auth';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { imSlice, type ImState } from '../slice.ts';

/** The signed-in user of the stories and tests. */
export const ME = '100001';

/** A real store of the im slice from `state`, with a signed-in user `ME`, without sagas; records every action. */
export function createImStore(state: Partial<ImState> = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const auth = authSlice.getInitialState();
  const store = configureStore({
    reducer: { [imSlice.reducerPath]: imSlice.reducer, [authSlice.reducerPath]: authSlice.reducer },
    preloadedState: {
      [imSlice.reducerPath]: { ...imSlice.getInitialState(), ...state },
      [authSlice.reducerPath]: {
        ...auth,
        status: 'loggedIn' as const,
        user: { ...(auth.user ?? {}), userId: ME, id: Number(ME) } as typeof auth.user,
      },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record),
  });
  return Object.assign(store, { actions });
}

/** A story decorator: `decorators: [withImStore]`, then `parameters: { store: { … } }`. */
export function withImStore(Story: () => ReactNode, context: { parameters: { store?: Partial<ImState> } }) {
  return (
    <ImStoreProvider state={context.parameters.store}>
      <Story />
    </ImStoreProvider>
  );
}

function ImStoreProvider({ state, children }: { state?: Partial<ImState>; children: ReactNode }) {
  const [store] = useState(() => createImStore(state));
  return <Provider store={store}>{children}</Provider>;
}
