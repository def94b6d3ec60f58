import { REALTIME } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.ts';

const { initialMs, factor, maxMs } = REALTIME.reconnect;

describe('reconnectDelay', () => {
  it('grows by the factor from the initial wait, within the upper half of each step', () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const step = initialMs * factor ** attempt;
      expect(reconnectDelay(attempt, () => 0)).toBe(step / 2);
      expect(reconnectDelay(attempt, () => 1)).toBe(step);
      const middle = reconnectDelay(attempt, () => 0.5);
      expect(middle).toBeGreaterThan(step / 2);
      expect(middle).toBeLessThan(step);
    }
  });

  it('stops growing at the cap', () => {
    expect(reconnectDelay(50, () => 1)).toBe(maxMs);
    expect(reconnectDelay(50, () => 0)).toBe(maxMs / 2);
  });

  it('spreads many clients over the step instead of sending them back at once', () => {
    const delays = new Set(Array.from({ length: 100 }, () => reconnectDelay(0)));
    expect(delays.size).toBeGreaterThan(20);
  });
});
