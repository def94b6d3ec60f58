// Consent on a page without the app (the landing's embedded script, docs/landing.md): the country asked of the
// gateway with a plain request, and the page-load report sent with fetch once consent allows it. No zod, no gateway client: this is part of the landing's 5 kB.
import { COUNTRY_BY_IP_PATH, PLATFORM_TYPE, USAGE_EVENTS_PATH } from '@aura/contracts';
import { startConsent, type ConsentController, type ConsentOptions, type ConsentState } from './consent.ts';
import type { ConsentTexts } from './texts.ts';
import { afterLoad, deviceModelOf, pageLoadReport } from './usage.ts';

export interface PageConsentOptions extends Pick<
  ConsentOptions,
  'cmpId' | 'cmpVersion' | 'vendors' | 'loadCmp'
> {
  /** The gateway's origin ('' for the page's own). */
  gatewayOrigin: string;
  /** The page's language and its language id (spec §3). */
  language: string;
  languageId: number;
  /** The words in the page's language (the landing prerenders them into the page) and the cookie policy's address. */
  texts: ConsentTexts;
  cookiePolicyUrl: string;
  appId?: string;
  version?: string;
  window?: Window;
}

/** The device id cookie the app set, or a fresh one for this page alone (the landing stores no identifier). */
function deviceIdOf(doc: Document, win: Window): string {
  const cookie = /(?:^|; )deviceId=([A-Za-z0-9_-]{8,64})/.exec(doc.cookie)?.[1];
  if (cookie) return cookie;
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks the gateway for the visitor's country, then starts consent (`startConsent`) with the page's words. A failed
 * lookup counts as an unknown country: the EU consent tool.
 */
export async function startConsentOnPage(options: PageConsentOptions): Promise<ConsentController> {
  const win = options.window ?? window;
  const doc = win.document;

  const envelope = {
    appId: options.appId ?? 'aura-landing',
    version: options.version ?? '1',
    platformType: PLATFORM_TYPE,
    languageId: options.languageId,
    deviceId: deviceIdOf(doc, win),
    noCrypt: true,
  };
  let country: string | undefined;
  try {
    const query = new URLSearchParams(Object.entries(envelope).map(([key, value]) => [key, String(value)]));
    const response = await win.fetch(`${options.gatewayOrigin}${COUNTRY_BY_IP_PATH}?${query}`);
    country = ((await response.json()) as { data?: { ab?: string } }).data?.ab;
  } catch {
    country = undefined;
  }
  let reported = false;
  const report = (state: ConsentState) => {
    if (reported || !state.usageAllowed) return;
    reported = true;
    const send = () => {
      const context = {
        loggedIn: false,
        language: options.language,
        deviceModel: deviceModelOf(win.navigator),
        ...(country ? { country } : {}),
      };
      const event = pageLoadReport(context, win.performance, win.location.pathname);
      if (!event) return;
      void win
        .fetch(`${options.gatewayOrigin}${USAGE_EVENTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...envelope, events: [event] }),
          keepalive: true,
        })
        .catch(() => undefined);
    };
    afterLoad(win, send);
  };
  return startConsent({
    country,
    texts: options.texts,
    cookiePolicyUrl: options.cookiePolicyUrl,
    cmpId: options.cmpId,
    cmpVersion: options.cmpVersion,
    window: win,
    onChange: report,
    ...(options.vendors ? { vendors: options.vendors } : {}),
    loadCmp: options.loadCmp,
  });
}
