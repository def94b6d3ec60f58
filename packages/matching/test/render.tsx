// Renders a component as the app does: with the i18n catalog and a real store of the matching slice.
import { I18nextProvider, createI18n, type I18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { MatchingState } from '../src/slice.ts';
import { createMatchStore } from '../src/testing/match-store.tsx';

export interface RenderedWithMatching extends RenderResult {
  store: ReturnType<typeof createMatchStore>;
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

export function renderWithMatching(
  ui: ReactElement,
  { locale = 'en', ...state }: Partial<MatchingState> & { locale?: Locale } = {},
): RenderedWithMatching {
  const store = createMatchStore(state);
  const i18n = createI18n(locale);
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
  return Object.assign(render(ui, { wrapper }), { store, user, i18n });
}
