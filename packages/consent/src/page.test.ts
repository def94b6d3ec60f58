import { CmpApiModel } from '@iabtechlabtcf/cmpapi';
import { COUNTRY_BY_IP_PATH, PAGE_LOAD_EVENT_ID, USAGE_EVENTS_PATH } from '@aura/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsentOnPage } from './page.ts';
import type { ConsentTexts } from './texts.ts';
import type { TcfWindow } from './stub.ts';

const texts = JSON.parse(
  readFileSync(join(process.cwd(), '../i18n-catalog/src/locales/en/consent.json'), 'utf8'),
) as ConsentTexts;
const page = window as Window & TcfWindow & { dataLayer?: unknown[] };

/** A gateway that places the visitor in `country` and records what it is sent. */
function gateway(country: string) {
  const sent: { url: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    sent.push({ url, ...(init?.body ? { body: JSON.parse(init.body as string) } : {}) });
    return new Response(JSON.stringify({ code: 200, data: { ab: country, id: 1, ip: '203.0.113.1' } }));
  });
  return { fetch, sent };
}

function pageWith(fetch: unknown): Window {
  // The page's load event has ended, with navigation timing.
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { startTime: 0, requestStart: 5, responseEnd: 25, loadEventEnd: 200 } as unknown as PerformanceEntry,
  ]);
  return new Proxy(window, {
    get: (target, key) => (key === 'fetch' ? fetch : Reflect.get(target, key, target)),
  });
}

const options = {
  gatewayOrigin: 'https://aura.example',
  language: 'en',
  languageId: 1,
  cookiePolicyUrl: '/cookie-policy',
  texts,
  cmpId: 2,
  cmpVersion: 1,
  loadCmp: () => import('./cmp.ts'),
};

afterEach(() => {
  vi.restoreAllMocks();
  delete page.__tcfapi;
  delete page.dataLayer;
  delete (page as { gtag?: unknown }).gtag;
  CmpApiModel.reset();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('consent on the landing page', () => {
  it('asks the gateway for the country; an EU visitor gets the first layer and sends nothing more', async () => {
    const { fetch, sent } = gateway('NL');
    const consent = await startConsentOnPage({ ...options, window: pageWith(fetch) });
    expect(sent[0]!.url).toMatch(`https://aura.example${COUNTRY_BY_IP_PATH}?appId=aura-landing&`);
    expect(consent!.state()).toMatchObject({ required: true, showing: 'first-layer', usageAllowed: false });
    expect(document.querySelector('[data-consent="first-layer"]')?.textContent).toContain(
      'Your privacy choices',
    );
    expect(sent).toHaveLength(1);
  });

  it('shows a visitor elsewhere the popup and sends the page-load report once', async () => {
    const { fetch, sent } = gateway('TR');
    const consent = await startConsentOnPage({ ...options, window: pageWith(fetch) });
    expect(consent!.state().showing).toBe('popup');
    await vi.waitFor(() =>
      expect(sent[1]).toMatchObject({
        url: `https://aura.example${USAGE_EVENTS_PATH}`,
        body: {
          platformType: 4,
          noCrypt: true,
          events: [
            { eventId: PAGE_LOAD_EVENT_ID, country: 'TR', responseTimeMs: 20, loadTimeMs: 200, xaid: 0 },
          ],
        },
      }),
    );
    expect(sent).toHaveLength(2);
  });
});
