import { TIMEOUTS } from '@aura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webAudioChime, webAudioRinger } from './ringer.ts';

/** Web Audio as far as the ringer uses it, recording what it was asked. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  resumed = 0;
  /** What the browser allows: `running` after a gesture, `suspended` before one. */
  state: AudioContextState = 'suspended';
  static allowed = false;
  static startsRunning = false;
  started = 0;
  stopped = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    if (FakeAudioContext.startsRunning) this.state = 'running';
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.resumed += 1;
    if (FakeAudioContext.allowed) this.state = 'running';
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
  FakeAudioContext.allowed = false;
  FakeAudioContext.startsRunning = false;
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

  // Regression: the host's ring was silent until she had touched the page, and nothing told her.
  it('says its sound is locked until the first touch anywhere, even one before the audio is set up', async () => {
    const target = document.createElement('div');
    const ringer = webAudioRinger({
      target,
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    });
    const unlocked = vi.fn();
    ringer.onSoundUnlocked(unlocked);
    expect(ringer.soundLocked()).toBe(true);

    FakeAudioContext.allowed = true;
    target.dispatchEvent(new Event('pointerdown'));
    expect(ringer.soundLocked()).toBe(false);
    expect(unlocked).toHaveBeenCalledOnce();

    // The context made later is resumed at once: the page has had its gesture.
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs);
    await vi.waitFor(() => expect(FakeAudioContext.made[0]?.state).toBe('running'));
    expect(ringer.soundLocked()).toBe(false);
    ringer.dispose();
  });

  it('stays locked while the browser refuses, and the bell’s press unlocks it', async () => {
    const target = document.createElement('div');
    const ringer = webAudioRinger({
      target,
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    });
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs);
    ringer.start();
    expect(ringer.soundLocked()).toBe(true);
    const unlocked = vi.fn();
    ringer.onSoundUnlocked(unlocked);

    FakeAudioContext.allowed = true;
    await ringer.unlockSound();
    expect(FakeAudioContext.made[0]?.state).toBe('running');
    expect(ringer.soundLocked()).toBe(false);
    expect(unlocked).toHaveBeenCalled();
    ringer.dispose();
  });

  it('is not locked on a page touched before it listened', () => {
    const ringer = webAudioRinger({
      target: document.createElement('div'),
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
      hadGesture: () => true,
    });
    expect(ringer.soundLocked()).toBe(false);
    ringer.dispose();
  });

  it('is unlocked once set up where the browser lets audio run without a gesture', () => {
    const target = document.createElement('div');
    const ringer = webAudioRinger({
      target,
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    });
    const unlocked = vi.fn();
    ringer.onSoundUnlocked(unlocked);
    expect(ringer.soundLocked()).toBe(true);
    FakeAudioContext.startsRunning = true;
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs);
    expect(ringer.soundLocked()).toBe(false);
    expect(unlocked).toHaveBeenCalledOnce();
    ringer.dispose();
  });
});

describe('webAudioChime (a new message’s sound)', () => {
  it('sounds only once loaded after the delay and unlocked by the first touch', () => {
    const target = document.createElement('div');
    const chime = webAudioChime({ target, AudioContext: FakeAudioContext as unknown as typeof AudioContext });
    chime.play();
    vi.advanceTimersByTime(TIMEOUTS.audioLoadDelayMs);
    const audio = FakeAudioContext.made[0]!;
    chime.play();
    expect(audio.started).toBe(0);
    FakeAudioContext.allowed = true;
    target.dispatchEvent(new Event('touchstart'));
    chime.play();
    expect(audio.started).toBe(2);
    chime.dispose();
  });
});
