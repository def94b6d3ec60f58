import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PollLoop } from './poll-loop.ts';

const INTERVAL_MS = 5;

describe('PollLoop', () => {
  it('runs a pass at once, then again after each one ends, never two at once', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const loop = new PollLoop(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(INTERVAL_MS * 2);
        passes += 1;
        running -= 1;
      },
      INTERVAL_MS,
      (error) => {
        throw error;
      },
    );
    loop.start();
    await expect.poll(() => passes).toBeGreaterThanOrEqual(3);
    await loop.stop();
    expect(most).toBe(1);
  });

  it('reports a failed pass and goes on', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = new PollLoop(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('the database went away');
      },
      INTERVAL_MS,
      (error) => errors.push(error),
    );
    loop.start();
    await expect.poll(() => passes).toBeGreaterThanOrEqual(2);
    await loop.stop();
    expect(errors).toEqual([new Error('the database went away')]);
  });

  it('stop waits for the pass under way, and no pass starts after it', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    let passes = 0;
    const loop = new PollLoop(
      async () => {
        passes += 1;
        await gate;
        finished = true;
      },
      INTERVAL_MS,
      () => {},
    );
    loop.start();
    await expect.poll(() => passes).toBe(1);
    const stopping = loop.stop();
    await sleep(INTERVAL_MS * 2);
    expect(finished).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(loop.isStopped).toBe(true);
    await sleep(INTERVAL_MS * 4);
    expect(passes).toBe(1);
  });

  it('runNow runs a pass at once instead of at its time, after the pass under way, and resolves when it is over', async () => {
    let release = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const passes: string[] = [];
    const loop = new PollLoop(
      async () => {
        passes.push('started');
        await gate;
        passes.push('ended');
      },
      60_000,
      () => {},
    );
    loop.start();
    await expect.poll(() => passes).toEqual(['started']);
    // A pass is under way: it ends first, then a new one runs (it may have read the time before the jump).
    let done = false;
    const now = loop.runNow().then(() => (done = true));
    await sleep(INTERVAL_MS * 2);
    expect(done).toBe(false);
    const first = release;
    gate = Promise.resolve();
    first();
    await now;
    expect(passes).toEqual(['started', 'ended', 'started', 'ended']);
    // With nothing under way, the next pass (a minute away) runs at once.
    await loop.runNow();
    expect(passes).toHaveLength(6);
    await loop.stop();
    await loop.runNow();
    expect(passes).toHaveLength(6);
  });
});
