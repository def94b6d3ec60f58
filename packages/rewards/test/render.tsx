// Renders a component as the app does: with the i18n catalog and a real store of the rewards slice.
import { I18nextProvider, createI18n, type I18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createRewardsStore,
  type RewardsStoreState,
  type RewardsTestStore,
} from '../src/testing/rewards-store.tsx';

export interface RenderedWithRewards extends RenderResult {
  store: RewardsTestStore;
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

/** Renders once the rewards' namespace (loaded on demand, as in the app) is in, so the first render has its words. */
export async function renderWithRewards(
  ui: ReactElement,
  options: RewardsStoreState & { locale?: Locale } = {},
): Promise<RenderedWithRewards> {
  const store = createRewardsStore(options);
  const i18n = createI18n(options.locale ?? 'en');
  await i18n.loadNamespaces(['wheel', 'base']);
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
