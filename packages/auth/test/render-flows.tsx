// Renders a component as the app does: the i18n catalog and a real store (of every auth slice, unless given).
import { I18nextProvider, createI18n, type Locale } from '@aura/i18n-catalog';
import type { Action, Store } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createFlowsStore, type FlowsStore } from './flows-store.tsx';

export type RenderedWithStore<S extends Store> = RenderResult & { store: S; user: UserEvent };

/** Renders `ui` as the app does, with the catalog and `store` (a new one from `setup` unless given). */
export function renderWithStore<S extends Store = FlowsStore>(
  ui: ReactElement,
  options: { store?: S; setup?: Action[]; locale?: Locale } = {},
): RenderedWithStore<S> {
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
