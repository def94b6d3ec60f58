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
