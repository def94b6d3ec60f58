import type { ReactNode } from 'react';
import type { AuthState } from '../session/slice.ts';
import { AuthStoreProvider } from './auth-store.tsx';

/**
 * A story decorator that wraps the story in a real store of the auth slice, made from the story's
 * `parameters.auth`: `decorators: [withAuthStore]`, then `parameters: { auth: { status: 'visitor' } }`.
 */
export function withAuthStore(
  Story: () => ReactNode,
  context: { parameters: { auth?: Partial<AuthState> } },
) {
  return (
    <AuthStoreProvider auth={context.parameters.auth}>
      <Story />
    </AuthStoreProvider>
  );
}
