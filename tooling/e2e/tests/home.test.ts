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

  it('sends an unknown path to the root', async () => {
    const context = await returningAdult();
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/path`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
