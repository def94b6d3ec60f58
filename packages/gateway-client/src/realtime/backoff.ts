import { REALTIME } from '@aura/contracts';

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): the exponential step
 * `initialMs × factor^attempt`, capped at `maxMs`, then a random point in its upper half. The jitter spreads the
 * tabs a restarted gateway dropped all at once; the lower bound keeps any of them from retrying at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { initialMs, factor, maxMs } = REALTIME.reconnect;
  const step = Math.min(maxMs, initialMs * factor ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
