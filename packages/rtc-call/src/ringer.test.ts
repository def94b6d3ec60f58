import { TIMEOUTS } from '@aura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webAudioRinger } from './ringer.ts';

/** Web Audio as far as the ringer uses it, recording what it was asked. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  resumed = 0;
  started = 0;
  stopped = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.resumed += 1;
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createGain() {
    return { gain: { value: 1 }, connect: () => {} };
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: () => {},
      start: () => (this.started += 1),
      stop: () => (this.stopped += 1),
    };
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudioContext.made = [];
});
afterEach(() => vi.useRealTimers());

describe('webAudioRinger', () => {
  it('sets up audio only after the load delay, and unlocks it on the first gesture', () => {
    const target = document.createElement('div');
    const ringer = webAudioRinger({
      target,
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    });
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs - 1);
    expect(FakeAudioContext.made).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeAudioContext.made).toHaveLength(1);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.made[0]?.resumed).toBe(1);
    ringer.dispose();
  });

  it('rings in cycles while started, and a bell before the load rings once loaded', () => {
    const ringer = webAudioRinger({
      target: document.createElement('div'),
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    });
    ringer.start();
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs);
    const audio = FakeAudioContext.made[0]!;
    expect(audio.started).toBe(2);
    vi.advanceTimersByTime(6_000);
    expect(audio.started).toBe(4);
    ringer.stop();
    vi.advanceTimersByTime(60_000);
    expect(audio.started).toBe(4);
    ringer.dispose();
  });
});
