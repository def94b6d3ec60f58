// Renders a component as the app does: with the i18n catalog and a real store of the gifts slice.
import { I18nextProvider, createI18n, type I18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createGiftsStore, type GiftsStoreState, type GiftsTestStore } from '../src/testing/gifts-store.tsx';

export interface RenderedWithGifts extends RenderResult {
  store: GiftsTestStore;
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

/** Renders once the gifts' namespace (loaded on demand, as in the app) is in, so the first render has its words. */
export async function renderWithGifts(
  ui: ReactElement,
  options: GiftsStoreState & { locale?: Locale } = {},
): Promise<RenderedWithGifts> {
  const store = createGiftsStore(options);
  const i18n = createI18n(options.locale ?? 'en');
  await i18n.loadNamespaces(['webChat', 'base', 'app']);
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
