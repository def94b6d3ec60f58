// Renders a component as the app does: with the i18n catalog and, when given, a store.
import { I18nextProvider, createI18n, type Locale } from '@aura/i18n-catalog';
import type { Store } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';

export interface RenderedCall extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
}

export function renderCall(ui: ReactElement, options: { store?: Store; locale?: Locale } = {}): RenderedCall {
  const i18n = createI18n(options.locale ?? 'en');
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    );
    return options.store ? <Provider store={options.store}>{tree}</Provider> : tree;
  };
  return Object.assign(render(ui, { wrapper }), { user });
}
