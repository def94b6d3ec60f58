// The consent tool on the landing's pages (docs/consent.md, "On the landing"): once the 18+ gate is passed,
// @aura/consent's page entry asks the gateway for the country and shows the TCF first layer or the own popup with
// the words the prerendered page carries; the footer's Cookie settings button opens the choice again. The CMP
// (@aura/consent/cmp) is a chunk beside this module, imported on a choice or a `__tcfapi` command only.
import { startConsentOnPage } from '@aura/consent';
import type { ConsentMount } from './landing.ts';

/** The CMP id written into TC strings: the web app's (VITE_TCF_CMP_ID), 2 until the IAB assigns Aura one. */
const CMP_ID = 2;
const CMP_VERSION = 1;

/** The landing's ConsentMount, for the gateway at `gatewayOrigin`. */
export function landingConsent(gatewayOrigin: string): ConsentMount {
  return ({ locale, data, adult }) => {
    // A page elsewhere (embed.js) carries no words: no consent tool there (docs/landing.md).
    if (!data) return;
    void adult
      .then(() =>
        startConsentOnPage({
          gatewayOrigin,
          language: locale,
          languageId: data.languageId,
          texts: data.consentTexts,
          cookiePolicyUrl: data.cookiePolicyUrl,
          cmpId: CMP_ID,
          cmpVersion: CMP_VERSION,
          loadCmp: () => import('@aura/consent/cmp'),
        }),
      )
      .then((consent) => {
        const settings = document.querySelector<HTMLButtonElement>('[data-aura-consent-settings]');
        if (!settings) return;
        settings.hidden = false;
        settings.addEventListener('click', () => void consent.openSettings());
      });
  };
}
