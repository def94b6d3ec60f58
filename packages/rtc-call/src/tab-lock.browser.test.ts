// @vitest-environment node
// The tab lock over Chromium's own Web Locks API: two tabs of one site share `aura-call`, the second cannot claim
// it while the first holds it, waits for it with `hold`, and a reload of the holding tab lets it go.
import { launchChromium, watchPageErrors } from '@aura/e2e';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBundle, type ServedBundle } from '../test/browser-bundle.ts';
import { CALL_TAB_LOCK, type browserTabLock, type TabLock } from './tab-lock.ts';

let bundle: ServedBundle;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  bundle = await serveBundle({
    global: 'AuraTabLock',
    modules: [{ from: new URL('./tab-lock.ts', import.meta.url), names: ['browserTabLock'] }],
    // Each page keeps one tab lock, as the app keeps one in its call dependencies.
    then: 'window.tabLock = AuraTabLock.browserTabLock();',
  });
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  await bundle?.close();
});

type PageLock = { tabLock: TabLock; AuraTabLock: { browserTabLock: typeof browserTabLock } };

async function openTab(): Promise<Page> {
  const page = await context.newPage();
  watchPageErrors(page);
  await page.goto(bundle.url);
  return page;
}

const claim = (page: Page) => page.evaluate(() => (window as unknown as PageLock).tabLock.claim());
const hold = (page: Page) => page.evaluate(() => (window as unknown as PageLock).tabLock.hold());
const release = (page: Page) => page.evaluate(() => (window as unknown as PageLock).tabLock.release());
/** Whether any tab of the site holds `aura-call`, as the browser's lock manager says. */
const heldBySomeTab = (page: Page) =>
  page.evaluate(
    async (name) => ((await navigator.locks.query()).held ?? []).some((lock) => lock.name === name),
    CALL_TAB_LOCK,
  );

describe('the tab lock in Chromium (Web Locks)', () => {
  it('is held by one tab at a time, waited for, and let go by a reload', async () => {
    const first = await openTab();
    const second = await openTab();
    expect(await first.evaluate(() => typeof navigator.locks?.request)).toBe('function');

    expect(await claim(first)).toBe(true);
    expect(await claim(second)).toBe(false);

    // The second tab runs a call of its own: it gets the lock as soon as the first lets go.
    await hold(second);
    await release(first);
    await expect.poll(() => heldBySomeTab(first)).toBe(true);
    expect(await claim(first)).toBe(false);
    expect(await claim(second)).toBe(true);

    // The holding tab reloads: the browser lets its lock go with the page, and the other tab can claim it.
    await second.reload();
    expect(await claim(first)).toBe(true);
    expect(await claim(second)).toBe(false);
    // A tab that reloads while it holds the lock finds it free once loaded again: the reload's own take-up works.
    await first.reload();
    expect(await claim(first)).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });
});
