import type { ReactNode } from 'react';
import type { AuthState } from '../session/slice.ts';
import type { WalletState } from '../wallet/slice.ts';
import { AuthStoreProvider } from './auth-store.tsx';

/**
 * A story decorator that wraps the story in a real store of the auth slice, made from the story's
 * `parameters.auth` (and `parameters.wallet`): `decorators: [withAuthStore]`, then
 * `parameters: { auth: { status: 'visitor' } }`.
 */
export function withAuthStore(
  Story: () => ReactNode,
  context: { parameters: { auth?: Partial<AuthState>; wallet?: Partial<WalletState> } },
) {
  return (
    <AuthStoreProvider auth={context.parameters.auth} wallet={context.parameters.wallet}>
      <Story />
    </AuthStoreProvider>
  );
}
