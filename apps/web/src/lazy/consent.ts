// The consent UI's chunk (docs/consent.md): @aura/consent's entry with its words, and the page-load report sent
// once consent allows it. The TC string encoder and the Manage layer are @aura/consent's own lazy chunk.
import {
  afterLoad,
  consentTextsOf,
  deviceModelOf,
  injectConsentStyle,
  pageLoadReport,
  startConsent,
  type ConsentController,
  type ConsentState,
} from '@aura/consent';
import { selectIsLoggedIn } from '@aura/auth';
import { APP_ROUTES, postUsageEvents } from '@aura/contracts';
import type { ConsentDependencies } from '../consent/consent-dependencies.ts';

/** The CMP id the IAB assigned Aura; 2 (a development id) until it has one (docs/configuration.md). */
const CMP_ID = Number(import.meta.env.VITE_TCF_CMP_ID ?? 2);
const CMP_VERSION = 1;

export async function mountConsent({
  gateway,
  i18n,
  localeRouting,
  store,
  country,
}: ConsentDependencies & { country: string }): Promise<ConsentController> {
  await i18n.loadNamespaces('consent');
  const t = i18n.getFixedT(null, 'consent');
  const texts = consentTextsOf((key) => t(key));
  let reported = false;
  // The page-load report (106-6-1-2), once, and only when consent allows usage events.
  const report = (state: ConsentState) => {
    if (reported || !state.usageAllowed) return;
    reported = true;
    const send = () => {
      const event = pageLoadReport(
        {
          loggedIn: selectIsLoggedIn(store.getState()),
          country,
          language: i18n.language,
          deviceModel: deviceModelOf(navigator),
        },
        performance,
        window.location.pathname,
      );
      if (event)
        void gateway.call(postUsageEvents, { events: [event] }, { errorPolicy: 'swallow', noCrypt: true });
    };
    afterLoad(window, send);
  };
  injectConsentStyle(document);
  return startConsent({
    country,
    texts,
    cookiePolicyUrl: localeRouting.href(APP_ROUTES.cookiePolicy),
    cmpId: CMP_ID,
    cmpVersion: CMP_VERSION,
    onChange: report,
    loadCmp: () => import('@aura/consent/cmp'),
  });
}
