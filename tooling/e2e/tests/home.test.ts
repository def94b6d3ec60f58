import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { passAdultGate, useSharedSuite, watchPageErrors } from '../src/index.ts';

const suite = useSharedSuite();
const server = { url: suite.url };

/** A fresh browser profile of a visitor who passed the 18+ gate before. */
async function returningAdult(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await suite.browser.newContext(options);
  await passAdultGate(context);
  return context;
}

describe('home page', () => {
  it('loads with no console error on the narrowest phone and on a desktop at once', async () => {
    const viewports = [
      { width: 320, height: 640 },
      { width: 1280, height: 800 },
    ];
    await Promise.all(
      viewports.map(async (viewport) => {
        const context = await returningAdult({ viewport, locale: 'en-US' });
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        await page.goto(server.url);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.textContent()).toBe('Meet someone new, face to face');
        expect(await page.getByText('Sign up and get 120 free coins').isVisible()).toBe(true);
        // Nothing spills sideways, even at 320 px.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors()).toEqual([]);
        await context.close();
      }),
    );
  });

  it('speaks Turkish under /tr and keeps the prefix', async () => {
    const context = await returningAdult();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/tr`);
    await page.getByRole('heading', { level: 1, name: 'Yeni biriyle yüz yüze tanış' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(new URL(page.url()).pathname).toBe('/tr');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('shows an offline host’s call buttons disabled, with the reason, on a 390 px phone (issue 18)', async () => {
    const context = await returningAdult({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // A visitor's root is the prerendered landing page (apps/landing, no host list); the app's own home page, with
    // the guest host list, is where the app sends a visitor whose first page is the match page.
    await page.goto(`${server.url}/matching`);
    await page.waitForURL(`${server.url}/`);
    // The shared gateway's demo hosts are seeded and never sign in there: Lotte is offline.
    const card = page.getByRole('list', { name: 'Hosts' }).getByRole('article', { name: 'Lotte' });
    const video = card.getByRole('button', { name: 'Video call with Lotte' });
    await video.waitFor();
    expect(await video.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Voice call with Lotte' }).isDisabled()).toBe(true);
    // The reason is on the card before any press, and it is what the button is described by.
    const reason = card.getByText('The person you are calling is offline.');
    expect(await reason.isVisible()).toBe(true);
    const describedBy = await video.getAttribute('aria-describedby');
    expect(describedBy).toBe(await reason.getAttribute('id'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to the root', async () => {
    const context = await returningAdult();
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/path`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
