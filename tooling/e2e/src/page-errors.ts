import type { Page } from 'playwright-core';

/**
 * Collects console errors and uncaught exceptions of a page from now on. Returns a function that reads them, each
 * as one line of text.
 */
export function watchPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => [...errors];
}

/**
 * Whether a page error is not one a gateway restart causes: a request refused while the gateway is down, or
 * answered 503 while it shuts down (the call's last reports, say, racing a test's restart for the ledger).
 */
export function notFromRestart(error: string): boolean {
  return (
    !error.includes('net::ERR_CONNECTION_REFUSED') && !error.includes('status of 503 (Service Unavailable)')
  );
}

/** The console lines a page printed, kept (the last 200) so that a failed test can show them. */
const consoles = new WeakMap<Page, string[]>();
const CONSOLE_KEPT = 200;

/**
 * The pages whose console must stay clean (issue 18, "a clean console is part of done"): the landing page, the
 * wall and the match page, with or without a language prefix. A call shows over the page it started from (the wall,
 * the match page), so its console is theirs.
 */
const CLEAN_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?(?=\/|$))?\/?(?:wall|matching)?\/?$/i;

/**
 * What Chromium itself prints that the app cannot prevent, each with why; nothing else is forgiven.
 */
const CHROMIUM_NOISE: { pattern: RegExp; why: string }[] = [
  {
    // A test that restarts its own gateway (the ledger after a call) has the page's requests refused meanwhile;
    // Chromium logs every refused request, whatever the app does with the failure.
    pattern: /net::ERR_CONNECTION_REFUSED/,
    why: 'a request refused while a test restarts its gateway',
  },
  {
    // The gateway shutting down for that restart answers 503 to what is in flight; Chromium logs the status.
    pattern: /the server responded with a status of 503 \(Service Unavailable\)/,
    why: 'a request answered 503 by a gateway a test is restarting',
  },
];

/**
 * Lines a test expects on one page, because the test makes them happen (`expectConsole`): each with why.
 */
const expected = new WeakMap<Page, { pattern: RegExp; why: string }[]>();

/**
 * Forgives, on `page` only, the console lines matching `pattern` from now on: for a test that makes the gateway
 * refuse the page on purpose (an ended session is answered 401, which Chromium logs for any request). Say why.
 */
export function expectConsole(page: Page, pattern: RegExp, why: string): void {
  expected.set(page, [...(expected.get(page) ?? []), { pattern, why }]);
}

/** Console errors, warnings and uncaught exceptions of each recorded page while it was on a clean path. */
const problems = new WeakMap<Page, string[]>();
/** The pages recorded since the test began (takeConsoleProblems empties it). */
let recorded: Page[] = [];

/** Keeps what `page` prints to its console from now on, for `failureReport` and `takeConsoleProblems`. */
export function recordConsole(page: Page): void {
  if (consoles.has(page)) return;
  const lines: string[] = [];
  const found: string[] = [];
  consoles.set(page, lines);
  problems.set(page, found);
  recorded.push(page);
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > CONSOLE_KEPT) lines.shift();
  };
  const path = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return '';
    }
  };
  page.on('console', (message) => {
    keep(`${message.type()}: ${message.text()}`);
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const where = path();
    if (!CLEAN_PATH.test(where)) return;
    if (CHROMIUM_NOISE.some((noise) => noise.pattern.test(message.text()))) return;
    if (expected.get(page)?.some((line) => line.pattern.test(message.text()))) return;
    found.push(`${type} on ${where}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    keep(`uncaught: ${error.message}`);
    const where = path();
    if (CLEAN_PATH.test(where)) found.push(`uncaught on ${where}: ${error.message}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
  });
}

/**
 * The console errors, warnings and uncaught exceptions of the pages recorded since the last call, while they were
 * on the landing page, the wall or the match page; then forgets those pages. The suite fails a test that left any.
 */
export function takeConsoleProblems(): string[] {
  const pages = recorded;
  recorded = [];
  return pages.flatMap((page) => problems.get(page) ?? []);
}

/**
 * What a failed test leaves to read: for each page, its address, the text it shows and its last console lines;
 * then the last lines of each gateway the file started. Printed, never thrown: the test's own error stays first.
 */
export async function failureReport(pages: Page[], gateways: { url: string; output: () => string }[]) {
  const parts: string[] = [];
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const text = await page
      .evaluate(() => document.body.innerText)
      .catch((error: Error) => `(unreadable: ${error.message})`);
    parts.push(
      `--- page ${index + 1}: ${page.url()}`,
      `shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
      ...(consoles.get(page) ?? []).slice(-40),
    );
  }
  for (const gateway of gateways) {
    parts.push(`--- gateway ${gateway.url}, last lines:`, ...gateway.output().split('\n').slice(-60));
  }
  return parts.join('\n');
}
