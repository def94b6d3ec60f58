// Renders a component as the app does: with the i18n catalog and a real store of the hosts and auth slices.
import { I18nextProvider, createI18n, type I18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createHostsStore, type HostsStoreState, type HostsTestStore } from '../src/testing/hosts-store.tsx';

export interface RenderedWithHosts extends RenderResult {
  store: HostsTestStore;
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

export function renderWithHosts(
  ui: ReactElement,
  options: HostsStoreState & { locale?: Locale } = {},
): RenderedWithHosts {
  const store = createHostsStore(options);
  const i18n = createI18n(options.locale ?? 'en');
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
