import type { Page } from 'playwright-core';

/**
 * Runs in every page (an init script, see newPage): keeps each line the call's cost meter ever showed ("1080 coins
 * left", "Minutes paid: 2"), in order, so a test sees every minute's charge however late it looks. A reload starts
 * it afresh.
 */
export function recordCostMeter(): void {
  const seen: string[] = [];
  (window as unknown as { auraCostMeter: string[] }).auraCostMeter = seen;
  const read = () => {
    // The meter is the element named "Call cost"; its lines are its innermost elements, whatever their tags.
    for (const line of document.querySelectorAll('[aria-label="Call cost"] *:not(:has(*))')) {
      const text = line.textContent ?? '';
      if (/^(\d+ coins left|Minutes paid: \d+)$/.test(text) && !seen.includes(text)) seen.push(text);
    }
  };
  new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * What the cost meter showed on a page since it loaded (recordCostMeter): the caller's balances and the minutes
 * paid, each in the order seen.
 */
export async function costMeterHistory(page: Page): Promise<{ balances: number[]; minutesPaid: number[] }> {
  const seen = await page.evaluate(() => (window as unknown as { auraCostMeter: string[] }).auraCostMeter);
  const numbers = (pattern: RegExp) =>
    seen.flatMap((text) => {
      const match = pattern.exec(text);
      return match ? [Number(match[1])] : [];
    });
  return { balances: numbers(/^(\d+) coins left$/), minutesPaid: numbers(/^Minutes paid: (\d+)$/) };
}
