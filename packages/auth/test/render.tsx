// Renders a component as the app does: with the i18n catalog and a real store of the auth slice.
import type { Locale } from '@aura/i18n-catalog';
import type { ReactElement } from 'react';
import type { AuthState } from '../src/session/slice.ts';
import type { WalletState } from '../src/wallet/slice.ts';
import { createAuthStore, type AuthStore } from '../src/testing/auth-store.tsx';
import { renderWithStore, type RenderedWithStore } from './render-flows.tsx';

/** Renders `ui` with the catalog and a store of the auth and wallet slices, starting from `auth` and `wallet`. */
export function renderWithAuth(
  ui: ReactElement,
  options: { auth?: Partial<AuthState>; wallet?: Partial<WalletState>; locale?: Locale } = {},
): RenderedWithStore<AuthStore> {
  return renderWithStore<AuthStore>(ui, {
    store: createAuthStore(options.auth, options.wallet),
    locale: options.locale,
  });
}
