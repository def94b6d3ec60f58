// Renders a component as the app does: with the i18n catalog and a real store of the profile slice and saga.
import { I18nextProvider, createI18n, type I18n, type Locale } from '@aura/i18n-catalog';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ProfileApi } from '../src/api.ts';
import type { ProfileState } from '../src/slice.ts';
import { createProfileStore, fakeProfileApi } from '../src/testing/profile-store.tsx';

export interface RenderedWithProfile extends RenderResult {
  store: ReturnType<typeof createProfileStore>;
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

export function renderWithProfile(
  ui: ReactElement,
  {
    locale = 'en',
    api,
    state,
  }: { locale?: Locale; api?: Partial<ProfileApi>; state?: Partial<ProfileState> } = {},
): RenderedWithProfile {
  const store = createProfileStore(state, fakeProfileApi(api));
  const i18n = createI18n(locale);
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
  const rendered = render(ui, { wrapper });
  return Object.assign(rendered, { store, user, i18n });
}
