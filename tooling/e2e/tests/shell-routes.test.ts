// The shell's routes in Chromium against the built server: language prefixes, the route guard, unknown paths, and
// the legal pages on the narrowest phone.
import { readdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshUkMobile,
  newPage as newPersonPage,
  passAdultGate,
  useSharedSuite,
  watchPageErrors,
} from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const NARROWEST_PHONE = { width: 320, height: 640 };

const suite = useSharedSuite();
const server = { url: suite.url };

/** A fresh browser profile; a returning adult (past the 18+ gate) unless `firstVisit`. */
async function newPage(options: BrowserContextOptions & { firstVisit?: boolean } = {}): Promise<Page> {
  const { firstVisit = false, ...contextOptions } = options;
  const context = await suite.browser.newContext(contextOptions);
  suite.contexts.push(context);
  if (!firstVisit) await passAdultGate(context);
  return context.newPage();
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('the route guard and the language prefix', () => {
  it('sends a visitor from /tr/wall to the Turkish login page, with the login popup open', async () => {
    const page = await newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/tr/wall?utm_source=ad`);
    await page.waitForURL((url) => url.pathname === '/tr/login');
    expect(pathOf(page)).toBe('/tr/login?utm_source=ad');
    await page.getByRole('dialog', { name: 'Giriş yap veya kaydol' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    // The page behind the popup is the login page, in Turkish too.
    expect(await page.title()).toBe('Giriş yap veya kaydol · Aura');
    // The ad-conversion event went to the tag manager's queue (beside Consent Mode's commands, docs/consent.md).
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: object[] }).dataLayer ?? []).filter((entry) => 'event' in entry),
    );
    expect(events).toEqual([expect.objectContaining({ event: 'aura_login_required', path: '/wall' })]);
    expect(errors()).toEqual([]);
  });

  it('sends a visitor from /nl/shop to the Dutch login page, with the login popup open', async () => {
    const page = await newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/nl/shop`);
    await page.waitForURL((url) => url.pathname === '/nl/login');
    await page.getByRole('dialog', { name: 'Inloggen of aanmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(errors()).toEqual([]);
  });

  it('lands a visitor whose first page is the match page on the landing page, in their language', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/gb/matching`);
    await page.waitForURL((url) => url.pathname === '/gb');
    await page.getByRole('heading', { level: 1, name: 'Meet someone new, face to face' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
  });

  it('opens the login popup when a visitor picks a guarded section in the navigation', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await page.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});

describe('unknown paths', () => {
  it('go to the root, keeping the language prefix', async () => {
    const page = await newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/no/such/path`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Meet someone new, face to face' }).waitFor();

    await page.goto(`${server.url}/nl/no/such/path`);
    await page.waitForURL((url) => url.pathname === '/nl');
    await page.getByRole('heading', { level: 1, name: 'Ontmoet iemand nieuws, face to face' }).waitFor();
    expect(errors()).toEqual([]);
  });
});

/** The catalog's languages: one folder each (its catalog.test.ts keeps the folders and the registered list equal). */
const REGISTERED_LANGUAGES = readdirSync(
  new URL('../../../packages/i18n-catalog/src/locales', import.meta.url),
  { withFileTypes: true },
).filter((entry) => entry.isDirectory()).length;

describe('languages (issue 18)', () => {
  it('keep the path of a language code no translation answers, in English: /en/wall is the wall', async () => {
    const page = await newPersonPage(suite.browser, suite.contexts, {
      context: { viewport: { width: 390, height: 844 }, locale: 'en-US' },
    });
    const errors = watchPageErrors(page);
    // A visitor's public page stays where the link said. en: a wire code (spec §3) English has no prefix for.
    await page.goto(`${server.url}/en/about-us`);
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(pathOf(page)).toBe('/en/about-us');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // iw: the wire's old code of Hebrew, whose prefix is he (issue 17): the gateway moves the link there.
    await page.goto(`${server.url}/iw/about-us?ref=mail`);
    await page.waitForURL((url) => url.pathname === '/he/about-us');
    expect(pathOf(page)).toBe('/he/about-us?ref=mail');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await signUpByPhone(page, server.url, freshUkMobile(), { nickname: 'Lena' });
    await page.goto(`${server.url}/en/wall`);
    await page.getByRole('heading', { level: 1, name: 'Wall' }).waitFor();
    expect(pathOf(page)).toBe('/en/wall');
    expect(errors()).toEqual([]);
  });

  it('start a first visit in the browser’s language, and the picker moves the page to another', async () => {
    const page = await newPage({ locale: 'tr-TR' });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'Hakkımızda' }).waitFor();
    expect(pathOf(page)).toBe('/tr/about-us');
    const picker = page.getByRole('combobox', { name: 'Dil' });
    // Every registered language, each in its own name (issue 17).
    const options = await picker.locator('option').allTextContents();
    expect(options.slice(0, 4)).toEqual(['English', 'British English', 'Türkçe', 'Nederlands']);
    expect(options).toHaveLength(REGISTERED_LANGUAGES);
    expect(options).toContain('日本語');
    await picker.selectOption({ label: 'Nederlands' });
    await page.getByRole('heading', { level: 1, name: 'Over ons' }).waitFor();
    expect(pathOf(page)).toBe('/nl/about-us');
    // The pick is remembered: an address with no language now opens in Dutch, the browser's Turkish aside.
    await page.goto(`${server.url}/terms-of-use`);
    await page.waitForURL((url) => url.pathname === '/nl/terms-of-use');
    await page.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' }).waitFor();
    expect(errors()).toEqual([]);
  });
});

describe('the first visit', () => {
  it('shows the 18+ gate over the page, keeps it up on Escape, then lets the adult in', async () => {
    const page = await newPage({ firstVisit: true });
    await page.goto(`${server.url}/random-video-chat`);
    const gate = page.getByRole('dialog', { name: 'Adults only' });
    await gate.waitFor();
    expect(await page.locator('#splash').count()).toBe(0);
    // Only "Leave" leaves: Escape neither skips the gate nor sends the visitor away.
    await page.keyboard.press('Escape');
    expect(await gate.isVisible()).toBe(true);
    expect(page.url()).toBe(`${server.url}/random-video-chat`);
    await gate.getByRole('button', { name: 'I am 18 or older' }).click();
    await gate.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Random video chat' }).waitFor();
  });
});

const LEGAL_PAGES = [
  ['/cookie-policy', 'Cookie policy'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-use', 'Terms of use'],
  ['/about-us', 'About us'],
  ['/community-guidelines', 'Community guidelines'],
  ['/safety-center', 'Safety center'],
  ['/privacy-center', 'Privacy center'],
  ['/random-video-chat', 'Random video chat'],
] as const;

describe('the legal pages on the narrowest phone (320 px)', () => {
  it('load with their text, the bottom tab bar, no console error and nothing wider than the screen', async () => {
    const page = await newPage({ viewport: NARROWEST_PHONE, hasTouch: true, isMobile: true });
    const errors = watchPageErrors(page);
    for (const [path, title] of LEGAL_PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('article p').count(), path).toBeGreaterThanOrEqual(3);
      expect(await page.locator('.bottom-tabs').isVisible(), path).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(NARROWEST_PHONE.width);
    }
    // The header stays one row, in a language with longer words too.
    await page.goto(`${server.url}/tr/privacy-center`);
    await page.getByRole('heading', { level: 1, name: 'Gizlilik merkezi' }).waitFor();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThan(2 * 40);
    expect(errors()).toEqual([]);
  });
});
