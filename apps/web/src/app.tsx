import { I18nextProvider, routeLanguageDetected, type I18n } from '@aura/i18n-catalog';
import { CallStreamsContext } from '@aura/rtc-call';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { PageSpinner } from './layout/page-spinner.tsx';
import type { LocaleRouting } from './locale-routing.ts';
import type { AppRouter } from './router.tsx';
import { removeSplash } from './splash.ts';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  i18n: I18n;
  localeRouting: LocaleRouting;
}

/**
 * The shell's providers. The route's language is told to the store after every navigation; the landing-page
 * splash goes once the first page has resolved.
 */
export function App({ store, router, i18n, localeRouting }: AppProps) {
  useEffect(() => {
    const announce = () => store.dispatch(routeLanguageDetected(localeRouting.locale));
    announce();
    return router.subscribe('onResolved', announce);
  }, [store, router, localeRouting]);

  useEffect(() => {
    if (router.state.resolvedLocation) return removeSplash();
    return router.subscribe('onResolved', () => removeSplash());
  }, [router]);

  return (
    <Provider store={store}>
      <CallStreamsContext.Provider value={store.callStreams}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </CallStreamsContext.Provider>
    </Provider>
  );
}
