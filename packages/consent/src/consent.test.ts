import { CmpApiModel } from '@iabtechlabtcf/cmpapi';
import { TCString } from '@iabtechlabtcf/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsent, type ConsentOptions } from './consent.ts';
import { CONSENT_RECORD_KEY, COOKIES_ACCEPTED_KEY, readConsentRecord } from './record.ts';
import type { TcfWindow } from './stub.ts';
import type { ConsentTexts } from './texts.ts';
import { VENDOR_LIST_META } from './vendor-list-meta.ts';

const texts = JSON.parse(
  readFileSync(join(process.cwd(), '../i18n-catalog/src/locales/en/consent.json'), 'utf8'),
) as ConsentTexts;

// Google Advertising Products is on the shipped list as vendor 755.
const GOOGLE = { vendorId: 755, src: 'https://vendor.example/gtag.js', purposes: [1] };
const page = window as Window & TcfWindow & { dataLayer?: IArguments[] };

function start(country: string | undefined, extra: Partial<ConsentOptions> = {}) {
  return startConsent({
    country,
    texts,
    cookiePolicyUrl: '/cookie-policy',
    cmpId: 2,
    cmpVersion: 1,
    vendors: [GOOGLE],
    loadCmp: () => import('./cmp.ts'),
    ...extra,
  });
}

function tcData(): Promise<{ tcString: string; gdprApplies: boolean; eventStatus?: string }> {
  return new Promise((resolve) => {
    page.__tcfapi!('getTCData', 2, (data) => resolve(data as { tcString: string; gdprApplies: boolean }));
  });
}

const vendorScripts = () =>
  [...document.querySelectorAll('script[data-vendor]')].map((s) => s.getAttribute('src'));
const consentCalls = () =>
  (page.dataLayer ?? []).map((args) => [...args]).filter(([name]) => name === 'consent');
const dialog = (name: string) => document.querySelector(`[data-consent="${name}"]`);
const click = (name: string) =>
  [...document.querySelectorAll('button')]
    .find((b) => b.textContent === name)!
    .dispatchEvent(new Event('click'));

afterEach(() => {
  delete page.__tcfapi;
  delete page.dataLayer;
  delete (page as { gtag?: unknown }).gtag;
  CmpApiModel.reset();
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((node) => node.remove());
  document.body.replaceChildren();
});

describe('an EU visitor', () => {
  it('gets Consent Mode defaults, the stub and the first layer with the vendor count, and no vendor script', async () => {
    const consent = start('DE');
    expect(consentCalls()[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(dialog('first-layer')?.textContent).toContain(`our ${VENDOR_LIST_META.vendorCount} partners`);
    expect(vendorScripts()).toEqual([]);
    expect(consent.state()).toMatchObject({ required: true, record: undefined, usageAllowed: false });
    const ping = await new Promise((resolve) => page.__tcfapi!('ping', 2, resolve));
    expect(ping).toMatchObject({ gdprApplies: true, cmpStatus: 'stub' });
  });

  it('rejects all: a valid TC string with no consent, stored, and still no vendor script', async () => {
    const loads = vi.fn(() => import('./cmp.ts'));
    const consent = start('FR', { loadCmp: loads });
    expect(loads).not.toHaveBeenCalled();
    click(texts.rejectAll);
    await vi.waitFor(() => expect(consent.state().record).toBeDefined());
    const decoded = TCString.decode(consent.state().record!.tcString);
    expect(decoded.cmpId).toBe(2);
    expect(decoded.isServiceSpecific).toBe(true);
    expect(decoded.purposeConsents.size).toBe(0);
    expect(decoded.vendorConsents.size).toBe(0);
    expect(readConsentRecord(localStorage)).toMatchObject({ outcome: 'none', purposes: [], vendors: [] });
    expect(dialog('first-layer')).toBeNull();
    expect(vendorScripts()).toEqual([]);
    expect(consent.state().usageAllowed).toBe(false);
    const data = await tcData();
    expect(data.gdprApplies).toBe(true);
    expect(data.tcString).toBe(consent.state().record!.tcString);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('accepts all: every purpose and vendor in the TC string, the vendor script loads, Consent Mode granted', async () => {
    const consent = start('NL');
    click(texts.acceptAll);
    await vi.waitFor(() => expect(consent.state().record).toBeDefined());
    const decoded = TCString.decode(consent.state().record!.tcString);
    expect(decoded.purposeConsents.size).toBe(11);
    expect(decoded.vendorConsents.has(755)).toBe(true);
    // Every vendor that declares a consent purpose (the others rely on legitimate interest alone).
    expect(decoded.vendorConsents.size).toBe(consent.state().record!.vendors.length);
    expect(decoded.vendorConsents.size).toBeGreaterThan(300);
    expect(vendorScripts()).toEqual([GOOGLE.src]);
    expect(consentCalls().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(consent.state().usageAllowed).toBe(true);
  });

  it('chooses part on the Manage layer: only what was ticked', async () => {
    const consent = start('IT');
    click(texts.manage);
    await vi.waitFor(() => expect(dialog('manage')).not.toBeNull());
    const box = (name: string, value: number) =>
      document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
    box('purpose', 1).click();
    box('vendor', 755).click();
    click(texts.save);
    await vi.waitFor(() => expect(consent.state().record).toBeDefined());
    const decoded = TCString.decode(consent.state().record!.tcString);
    expect(decoded.purposeConsents.has(1)).toBe(true);
    expect(decoded.purposeConsents.has(2)).toBe(false);
    expect(decoded.vendorConsents.has(755)).toBe(true);
    expect(decoded.vendorConsents.size).toBe(1);
    expect(decoded.consentScreen).toBe(2);
    expect(consent.state().record).toMatchObject({ outcome: 'part', purposes: [1], vendors: [755] });
    expect(vendorScripts()).toEqual([GOOGLE.src]);
    expect(consent.state().usageAllowed).toBe(false); // purpose 8 not given
  });

  it('answers getTCData before a choice once the CMP loads, with the UI shown', async () => {
    start('ES');
    const data = await tcData();
    expect(data.gdprApplies).toBe(true);
    expect(data.eventStatus).toBe('cmpuishown');
  });

  it('counts a stored choice and shows nothing; the footer link opens the Manage layer to withdraw', async () => {
    const first = start('AT');
    click(texts.acceptAll);
    await vi.waitFor(() => expect(first.state().record).toBeDefined());
    delete page.__tcfapi;
    CmpApiModel.reset();
    document.body.replaceChildren();
    document.head.querySelectorAll('script').forEach((node) => node.remove());
    const again = start('AT');
    expect(dialog('first-layer')).toBeNull();
    expect(vendorScripts()).toEqual([GOOGLE.src]);
    await again.openSettings();
    expect(dialog('manage')).not.toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[name="vendor"][value="755"]')!.checked).toBe(true);
  });

  it('treats an unknown country (ZZ) as needing consent', () => {
    start('ZZ');
    expect(dialog('first-layer')).not.toBeNull();
  });
});

describe('a visitor elsewhere', () => {
  it('sees the own popup until Accept, vendor scripts load, and GDPR does not apply', async () => {
    const consent = start('US');
    expect(dialog('first-layer')).toBeNull();
    expect(dialog('popup')?.textContent).toContain(texts.popupText);
    expect(vendorScripts()).toEqual([GOOGLE.src]);
    expect(consent.state().usageAllowed).toBe(true);
    click(texts.popupAccept);
    expect(localStorage.getItem(COOKIES_ACCEPTED_KEY)).toBe('1');
    expect(dialog('popup')).toBeNull();
    expect(localStorage.getItem(CONSENT_RECORD_KEY)).toBeNull();
    const data = await tcData();
    expect(data.gdprApplies).toBe(false);
    start('US');
    expect(dialog('popup')).toBeNull();
  });
});

describe('Consent Mode', () => {
  it('sets its defaults once a page, however often asked', () => {
    start('US');
    start('US');
    expect(consentCalls().filter(([, kind]) => kind === 'default')).toHaveLength(1);
  });
});
