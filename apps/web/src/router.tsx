import type { AnalyticsPort } from '@aura/auth';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from './layout/page-spinner.tsx';
import type { LocaleRouting } from './locale-routing.ts';
import { memberRoutes } from './routes/member-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';
import { rootRoute } from './routes/root-route.tsx';
import type { AppStore } from './store.ts';

/** Every route of spec §2 (APP_ROUTES of @aura/contracts): the public ones, and those behind the route guard. */
export const routeTree = rootRoute.addChildren([...publicRoutes, memberRoutes]);

export interface RouterOptions {
  localeRouting: LocaleRouting;
  store: AppStore;
  /** Where the route guard sends its ad-conversion event. */
  analytics: AnalyticsPort;
  history?: RouterHistory;
}

export function createAppRouter({ localeRouting, store, analytics, history }: RouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: {
      store,
      analytics,
      localeRouting,
      isFirstNavigation: () => router.state.resolvedLocation === undefined,
    },
    rewrite: { input: localeRouting.input, output: localeRouting.output },
    // Any unknown path, also one below a known page (/wall/x), is the root's: it goes home (spec §2).
    notFoundMode: 'root',
    defaultPreload: 'intent',
    // A page whose chunk is still loading after a moment shows a spinner in its place (docs/performance.md).
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
