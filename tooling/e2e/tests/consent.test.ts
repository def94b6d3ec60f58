// Cookie consent in Chromium (issue 16, docs/consent.md), in the app and on the prerendered landing page: the
// country forced through the test-mode gateway's header; an EU visitor gets the TCF first layer, rejects, and
// nothing third-party loads nor any usage event leaves; `__tcfapi` answers a TC string that decodes; a visitor
// elsewhere gets the own popup and its page-load report reaches the gateway.
import { CONSENT_RECORD_KEY, COOKIES_ACCEPTED_KEY, VENDOR_LIST_META } from '@aura/consent';
import { PAGE_LOAD_EVENT_ID, TEST_COUNTRY_HEADER, postUsageEvents } from '@aura/contracts';
import { TCString } from '@iabtechlabtcf/core';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAddress, useSharedSuite, watchPageErrors } from '../src/index.ts';

const suite = useSharedSuite();

/** A first visitor from `country` who passed the 18+ gate but has made no cookie choice, and every request. */
async function visitorFrom(country: string): Promise<{ page: Page; requests: Request[] }> {
  const context = await suite.browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': freshAddress(), [TEST_COUNTRY_HEADER]: country },
  });
  suite.contexts.push(context);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('aura.adultConfirmed', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { page, requests };
}

/**
 * The app's consent: on its login page, an app-shell page a visitor can open (a visitor's root is the prerendered
 * landing page, apps/landing, whose script mounts consent through its own entry point: docs/landing.md).
 */
const APP_PAGE = '/login';

const usageReports = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url()).pathname === postUsageEvents.path);

describe('cookie consent', () => {
  it('shows an EU visitor the TCF first layer; Reject all loads nothing and __tcfapi answers its TC string', async () => {
    const { page, requests } = await visitorFrom('DE');
    const errors = watchPageErrors(page);
    await page.goto(`${suite.url}${APP_PAGE}`);
    const firstLayer = page.getByRole('dialog', { name: 'Your privacy choices' });
    await firstLayer.waitFor();
    expect(await firstLayer.textContent()).toContain(`our ${VENDOR_LIST_META.vendorCount} partners`);
    // Consent Mode's defaults came first in the data layer, all denied.
    const firstConsent = await page.evaluate(() =>
      [...((window as { dataLayer?: IArguments[] }).dataLayer ?? [])]
        .map((args) => [...args])
        .find(([n]) => n === 'consent'),
    );
    expect(firstConsent).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);

    await firstLayer.getByRole('button', { name: 'Reject all' }).click();
    await firstLayer.waitFor({ state: 'detached' });
    const data = await page.evaluate(
      () =>
        new Promise<{ tcString: string; gdprApplies: boolean }>((resolve) =>
          (window as unknown as { __tcfapi: (...args: unknown[]) => void }).__tcfapi('getTCData', 2, resolve),
        ),
    );
    expect(data.gdprApplies).toBe(true);
    const decoded = TCString.decode(data.tcString);
    expect(decoded.purposeConsents.size).toBe(0);
    expect(decoded.vendorConsents.size).toBe(0);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_RECORD_KEY);
    expect(JSON.parse(stored!)).toMatchObject({ tcString: data.tcString, outcome: 'none' });

    // Nothing from anywhere but the gateway, no vendor script, and no usage event without consent.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).waitFor();
    expect(
      requests.map((request) => new URL(request.url()).origin).filter((origin) => origin !== suite.url),
    ).toEqual([]);
    expect(await page.locator('script[data-vendor]').count()).toBe(0);
    expect(usageReports(requests)).toEqual([]);

    // The footer's link opens the Manage layer, the choice as it was, to change or withdraw it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage your choices' });
    await manage.waitFor();
    expect(await manage.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('shows a visitor from elsewhere the own popup until Accept, and sends the page-load report', async () => {
    const { page, requests } = await visitorFrom('US');
    const errors = watchPageErrors(page);
    const report = page.waitForRequest((request) => new URL(request.url()).pathname === postUsageEvents.path);
    await page.goto(`${suite.url}${APP_PAGE}`);
    const popup = page.getByRole('dialog', { name: 'Cookie policy' });
    await popup.waitFor();
    expect(await page.getByRole('dialog', { name: 'Your privacy choices' }).count()).toBe(0);
    const body = (await report).postDataJSON() as { events: { eventId: string; path: string }[] };
    expect(body.events).toEqual([expect.objectContaining({ eventId: PAGE_LOAD_EVENT_ID, path: APP_PAGE })]);
    expect(await (await (await report).response())?.json()).toMatchObject({ code: 200, data: { stored: 1 } });

    await popup.getByRole('button', { name: 'Accept' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), COOKIES_ACCEPTED_KEY)).toBe('1');
    expect(usageReports(requests)).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  it('mounts the same tool from the landing page’s script: the first layer, Reject all, the Manage layer', async () => {
    const { page, requests } = await visitorFrom('FR');
    const errors = watchPageErrors(page);
    await page.goto(suite.url);
    await page.locator('html[data-aura-landing]').waitFor({ state: 'attached' });
    const firstLayer = page.getByRole('dialog', { name: 'Your privacy choices' });
    await firstLayer.getByRole('button', { name: 'Reject all' }).click();
    await firstLayer.waitFor({ state: 'detached' });
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_RECORD_KEY);
    expect(TCString.decode(JSON.parse(stored!).tcString).vendorConsents.size).toBe(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Manage your choices' }).waitFor();
    expect(usageReports(requests)).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
