// A Storybook preview page that stays loaded and shows one story after another, as the Storybook manager does: it
// switches stories through the preview's channel (`setCurrentStory`) instead of loading the preview again, and
// reads how each story ended from the channel's `storyFinished`, which also carries the a11y addon's axe report.
import { watchPageErrors } from '@aura/e2e';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A whole preview load (every story file imported) on a loaded two-core machine; one load per page. */
const OPEN_TIMEOUT_MS = 90_000;
/** One story: switch, render, play function, the a11y addon's axe run. */
const STORY_TIMEOUT_MS = 20_000;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** How a story ended, as the preview's channel told it. */
export interface Outcome {
  status: 'finished' | 'errored';
  detail?: string;
  /** The a11y addon's violations; undefined when the addon did not report (it must, for every story). */
  violations?: Violation[];
}

/**
 * Runs in the page before Storybook: `window.__auraShow(id)` switches to a story and resolves with how it ended.
 * `storyFinished` comes after the render, the play function and every afterEach (the a11y addon's axe run of the
 * whole document, portals included); the other events end a story early with the error.
 */
const STORY_PROBE = `
  window.__auraStory = { status: 'idle' };
  (function attach() {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return setTimeout(attach, 5);
    const end = (outcome) => {
      window.__auraStory = { storyId: window.__auraStory.storyId, ...outcome };
      window.__auraEnded(outcome);
    };
    const fail = (kind) => (event) => {
      if (window.__auraStory.status !== 'pending') return;
      const detail = (event && (event.message || event.description || event.title)) || String(event);
      end({ status: 'errored', detail: kind + ': ' + detail });
    };
    channel.on('storyFinished', (event) => {
      const shown = window.__auraStory;
      if (shown.status !== 'pending' || event.storyId !== shown.storyId) return;
      const a11y = (event.reporters || []).find((report) => report.type === 'a11y');
      const violations = a11y && a11y.result && a11y.result.violations
        ? a11y.result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((node) => [].concat(node.target).join(' ')),
          }))
        : undefined;
      const axe = violations && violations.length ? ' (axe: ' + violations.map((v) => v.id).join(', ') + ')' : '';
      end(event.status === 'success'
        ? { status: 'finished', violations }
        : { status: 'errored', detail: 'story finished with ' + event.status + axe, violations });
    });
    // Where a story that never ends got to, for the timeout's message.
    channel.on('storyRenderPhaseChanged', (event) => {
      if (window.__auraStory.status === 'pending') window.__auraStory.phase = event.newPhase;
    });
    channel.on('storyErrored', fail('render error'));
    channel.on('storyThrewException', fail('exception'));
    channel.on('playFunctionThrewException', fail('play function'));
    channel.on('unhandledErrorsWhilePlaying', fail('unhandled error while playing'));
    channel.on('storyMissing', fail('missing'));
    window.__auraShow = (storyId) =>
      new Promise((resolve) => {
        // What a fresh browser context would start from.
        localStorage.clear();
        sessionStorage.clear();
        window.__auraStory = { storyId, status: 'pending' };
        window.__auraEnded = resolve;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
  })();
`;

interface ProbeWindow {
  __auraShow: (storyId: string) => Promise<Outcome>;
  __auraStory: { phase?: string };
  __STORYBOOK_PREVIEW__: {
    ready(): Promise<void>;
    storyStoreValue: { cacheAllCSFFiles(): Promise<void> };
  };
}

function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Chromium's own user agent, marked as a Storybook test runner (as Storybook's test runner marks it): once a story has
 * played, Storybook then sets its animations to their end state instead of waiting for them to run (at least 100 ms a
 * story, up to 5 s), so the a11y addon's axe run sees the same end state, with no wait and no frames drawn meanwhile.
 */
async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { userAgent } = await session.send('Browser.getVersion');
    return `${userAgent} StorybookTestRunner`;
  } finally {
    await session.detach();
  }
}

export interface PreviewPage {
  page: Page;
  /** Console errors and uncaught exceptions since the page was opened. */
  errors: () => string[];
  close: () => Promise<void>;
}

/**
 * A fresh browser context (its own storage, as each story had when it got a context of its own) with the preview
 * loaded and every story file imported: every story's styles are in the page from the start, so what a story looks
 * like (and what axe sees) does not depend on which stories the page showed before it.
 */
export async function openPreviewPage(browser: Browser, baseUrl: string): Promise<PreviewPage> {
  const context: BrowserContext = await browser.newContext({ userAgent: await testRunnerUserAgent(browser) });
  try {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.addInitScript(STORY_PROBE);
    await page.goto(`${baseUrl}/iframe.html`, { timeout: OPEN_TIMEOUT_MS });
    await page.waitForFunction(() => '__auraShow' in window && '__STORYBOOK_PREVIEW__' in window, undefined, {
      timeout: OPEN_TIMEOUT_MS,
    });
    await within(
      OPEN_TIMEOUT_MS,
      'Importing every story file',
      page.evaluate(async () => {
        const preview = (window as unknown as ProbeWindow).__STORYBOOK_PREVIEW__;
        await preview.ready();
        await preview.storyStoreValue.cacheAllCSFFiles();
      }),
    );
    return { page, errors, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Shows a story on the page and waits for how it ended. */
export async function showStory(preview: PreviewPage, storyId: string): Promise<Outcome> {
  const { page } = preview;
  await page.context().clearCookies();
  // Told by the channel, not polled: a page waiting for its story draws no frames of its own.
  const shown = page.evaluate((id) => (window as unknown as ProbeWindow).__auraShow(id), storyId);
  try {
    const { status, detail, violations } = await within(STORY_TIMEOUT_MS, `Story ${storyId}`, shown);
    return { status, detail, violations };
  } catch (error) {
    const phase = await within(
      1_000,
      'Reading the phase',
      page.evaluate(() => (window as unknown as ProbeWindow).__auraStory.phase),
    ).catch(() => undefined);
    throw new Error(`${(error as Error).message} (Storybook's last render phase: ${phase ?? 'unknown'})`, {
      cause: error,
    });
  }
}
