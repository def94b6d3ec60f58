import { describe, expect, it } from 'vitest';
import { TestClock, systemClock } from './clock.ts';

describe('systemClock', () => {
  it('is real time and never jumps', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    let called = false;
    systemClock.onAdvance(async () => {
      called = true;
    })();
    expect(called).toBe(false);
  });
});

describe('TestClock', () => {
  it('runs with real time, plus what a test moved it', async () => {
    const clock = new TestClock();
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
    await clock.advance(60_000);
    expect(clock.now() - Date.now()).toBeGreaterThan(59_000);
    expect(clock.offsetMs).toBeGreaterThan(59_000);
  });

  it('starts where told; frozen, only advance moves it', async () => {
    const clock = new TestClock({ startAt: Date.UTC(2030, 0, 1), frozen: true });
    expect(clock.now()).toBe(Date.UTC(2030, 0, 1));
    await clock.advanceTo(Date.UTC(2030, 0, 2));
    expect(clock.now()).toBe(Date.UTC(2030, 0, 2));
  });

  it('moves forward only', async () => {
    const clock = new TestClock({ frozen: true });
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
    await expect(clock.advance(Number.NaN)).rejects.toThrow(RangeError);
    await expect(clock.advanceTo(clock.now() - 1)).rejects.toThrow(RangeError);
  });

  it('waits for its listeners at the new time before the jump counts as done; a failing one does not undo it', async () => {
    const clock = new TestClock({ frozen: true });
    const start = clock.now();
    const seen: number[] = [];
    const unsubscribe = clock.onAdvance(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(clock.now() - start);
    });
    clock.onAdvance(async () => {
      throw new Error('a pass failed');
    });
    await clock.advance(1000);
    expect(seen).toEqual([1000]);
    unsubscribe();
    await clock.advance(1000);
    expect(seen).toEqual([1000]);
    expect(clock.now() - start).toBe(2000);
  });
});
