import type { AnalyticsPort } from '@aura/auth';
import type { LocaleRouting } from '../locale-routing.ts';
import type { AppStore } from '../store.ts';

/** What every route's `beforeLoad` gets from the shell. */
export interface RouterContext {
  store: AppStore;
  analytics: AnalyticsPort;
  localeRouting: LocaleRouting;
  /** Whether no page has been shown in this tab yet (the first page is treated differently by the guard). */
  isFirstNavigation(): boolean;
}
