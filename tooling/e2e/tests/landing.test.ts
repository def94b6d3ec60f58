// The prerendered landing pages (apps/landing, docs/landing.md) in Chromium against the shared gateway: readable with
// no JavaScript at all, and their one script's call to action hands a visitor to the app's login popup.
import { describe, expect, it } from 'vitest';
import { useSharedSuite, watchPageErrors } from '../src/index.ts';

const suite = useSharedSuite();

describe('the landing pages', () => {
  it('give a visitor on /tr/ Turkish HTML to read with JavaScript disabled', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    suite.contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(`${suite.url}/tr/`);
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Yeni biriyle yüz yüze tanış');
    expect(await page.getByRole('link', { name: 'Ücretsiz kaydol' }).getAttribute('href')).toBe('/tr/wall');
    expect(await page.title()).toBe('Aura · Canlı görüntülü sohbet');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${suite.url}/tr`);
    // Nothing ran: no 18+ gate (the script shows it), and the page is all there is.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('hand a first-time visitor, past the 18+ gate, to the app’s login popup', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    suite.contexts.push(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.url}/?utm_source=ad`);
    expect(await page.locator('html[data-aura-landing]').count()).toBe(1);
    const gate = page.getByRole('dialog', { name: 'Adults only' });
    await gate.getByRole('button', { name: 'I am 18 or older' }).click();
    await gate.waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('link', { name: 'Sign up free' }).click();
    // The app's guard: the login page with its popup open, the campaign's query kept.
    await page.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/login?utm_source=ad');
    // The app honours the confirmation the landing page stored: no second gate.
    expect(await page.getByRole('dialog', { name: 'Adults only' }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });
});
