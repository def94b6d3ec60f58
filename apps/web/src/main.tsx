import '@aura/ui-kit/styles.css';
import './app.css';
import { browserAnalytics } from '@aura/auth';
import { setConsentModeDefaults } from '@aura/consent';
import { createRealtimeChannel } from '@aura/gateway-client';
import { createI18n, pseudoNamespace } from '@aura/i18n-catalog';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { configureConsent } from './consent/consent-start.ts';
import { createAppGateway } from './gateway.ts';
import { LocaleRouting } from './locale-routing.ts';
import { createShell } from './shell.ts';
import { firstVisitPath, storedSiteLanguage } from './site-language.ts';

// Google Consent Mode's defaults, all denied, before anything can push to the data layer (docs/consent.md).
setConsentModeDefaults(window);

// An address that names no language starts in the one picked on this device before, else the browser's (issue 18).
const start = firstVisitPath(
  `${window.location.pathname}${window.location.search}${window.location.hash}`,
  navigator.languages,
  storedSiteLanguage(),
);
if (start !== undefined) window.history.replaceState(window.history.state, '', start);
const localeRouting = new LocaleRouting(window.location.pathname);
// In development, `?pseudo` shows English as the pseudo-locale (docs/i18n.md): plain text on a screen is not from the
// catalogue, a bracket cut off is text clipped. The production build leaves it out.
const pseudo = import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo');
const i18n = createI18n(localeRouting.locale, pseudo ? { english: pseudoNamespace } : {});
const gateway = createAppGateway({ locale: () => localeRouting.locale });
const { store, router } = createShell({
  localeRouting,
  i18n,
  gateway,
  realtime: createRealtimeChannel(gateway),
  analytics: browserAnalytics(),
});

// The consent UI mounts after the first render, from a lazy chunk (docs/consent.md).
configureConsent({ gateway, i18n, localeRouting, store });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} i18n={i18n} localeRouting={localeRouting} />
  </StrictMode>,
);
