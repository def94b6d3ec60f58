import type { AnalyticsPort } from '@aura/auth';
import type { GatewayClient, RealtimeChannel } from '@aura/gateway-client';
import type { I18n } from '@aura/i18n-catalog';
import type { RouterHistory } from '@tanstack/react-router';
import type { LocaleRouting } from './locale-routing.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { createStore } from './store.ts';

export interface ShellOptions {
  localeRouting: LocaleRouting;
  i18n: I18n;
  gateway: GatewayClient;
  realtime: RealtimeChannel;
  analytics: AnalyticsPort;
  /** The browser's history unless given (tests pass a memory history). */
  history?: RouterHistory;
}

/**
 * The store and the router of one tab. The store's sagas navigate through the router and the router's guard
 * reads the store, so the router is made second and the sagas reach it through a late binding.
 */
export function createShell({ localeRouting, i18n, gateway, realtime, analytics, history }: ShellOptions) {
  const late: { router?: AppRouter } = {};
  const store = createStore({
    i18n,
    gateway,
    realtime,
    navigate: (to) => void late.router?.navigate({ href: localeRouting.href(to) }),
  });
  const router = createAppRouter({ localeRouting, store, analytics, history });
  late.router = router;
  return { store, router };
}
