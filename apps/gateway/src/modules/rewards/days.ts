// Rewards count by UTC day (spec §9: daily tasks reset at 0:00 UTC), on the gateway's clock: the day of a time is
// the friends module's `utcDay` (`yyyy-mm-dd`), as IM's say-hi and translation limits count it.
import { utcDay } from '../friends/index.ts';

export { utcDay };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole seconds from `now` to the next 0:00 UTC (at least 1: at 0:00 sharp, a whole day). */
export function secondsToMidnight(now: number): number {
  const next = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  return Math.ceil((next - now) / 1000);
}

/** Days from `from` to `to` (both `yyyy-mm-dd`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `days` after `day`. */
export function dayAfter(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}
