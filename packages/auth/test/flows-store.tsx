// A real store of the auth slices without sagas or gateway: component tests and stories put it in a state by
// dispatching the flows' own actions, and read what the components dispatch.
import { gatewaySlice } from '@aura/gateway-client';
import { I18nextProvider, createI18n, type Locale } from '@aura/i18n-catalog';
import { combineSlices, configureStore, type Action, type Middleware, type Store } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
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

/** Renders `ui` as the app does, with the catalog and `store` (a new one from `setup` unless given). */
export function renderWithStore<S extends Store = FlowsStore>(
  ui: ReactElement,
  options: { store?: S; setup?: Action[]; locale?: Locale } = {},
): RenderResult & { store: S; user: UserEvent } {
  const store = options.store ?? (createFlowsStore(options.setup) as unknown as S);
  const i18n = createI18n(options.locale ?? 'en');
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
  return Object.assign(render(ui, { wrapper }), { store, user });
}
