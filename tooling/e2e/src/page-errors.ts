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
