// Renders a component as the app does: with the i18n catalog (webChat loaded) and a real store of the im slice.
import { I18nextProvider, createI18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ImState } from '../src/slice.ts';
import { createImStore } from '../src/testing/im-store.tsx';

export interface RenderedWithIm extends RenderResult {
  store: ReturnType<typeof createImStore>;
  user: ReturnType<typeof userEvent.setup>;
}

export function renderWithIm(
  ui: ReactElement,
  { locale = 'en', ...state }: Partial<ImState> & { locale?: Locale } = {},
): RenderedWithIm {
  const store = createImStore(state);
  const i18n = createI18n(locale);
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
