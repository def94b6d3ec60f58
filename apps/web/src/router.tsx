import {
  Navigate,
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { AppLayout } from './layout/app-layout.tsx';
import type { LocaleRouting } from './locale-routing.ts';
import { HomePage } from './routes/home-page.tsx';

const rootRoute = createRootRoute({
  component: AppLayout,
  // Unknown paths go to the root (spec §2), keeping the language prefix.
  notFoundComponent: () => <Navigate to="/" replace />,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

export const routeTree = rootRoute.addChildren([homeRoute]);

export interface RouterOptions {
  localeRouting: LocaleRouting;
  history?: RouterHistory;
}

export function createAppRouter({ localeRouting, history }: RouterOptions) {
  return createRouter({
    routeTree,
    history,
    rewrite: { input: localeRouting.input, output: localeRouting.output },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
