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

/** Keeps what `page` prints to its console from now on, for `failureReport`. */
export function recordConsole(page: Page): void {
  const lines: string[] = [];
  consoles.set(page, lines);
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > CONSOLE_KEPT) lines.shift();
  };
  page.on('console', (message) => keep(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
  });
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
