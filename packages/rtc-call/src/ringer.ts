import { TIMEOUTS } from '@aura/contracts';
import type { Ringer } from './ports.ts';

export interface WebAudioRingerOptions {
  /** Where the first user gesture is listened for; the window unless given. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  AudioContext?: typeof AudioContext;
  /** Spec §4 and §9: sounds load 2 s after start. */
  loadDelayMs?: number;
  /** Whether the page had a user gesture before this ringer listened (navigator.userActivation); none unless given. */
  hadGesture?: () => boolean;
}

/** The ring cadence: two seconds of tone, four of silence (the common ring-back cadence). */
const TONE_MS = 2_000;
const CYCLE_MS = 6_000;
/** The dual tone of a ring-back (440 Hz and 480 Hz). */
const FREQUENCIES = [440, 480];
const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The bell's sound, synthesised with Web Audio, so there is no file to fetch. Following spec §4, the audio is set
 * up only after `loadDelayMs`; browsers let it sound only after a user gesture, so one listener, from the start,
 * takes the first pointer, key or touch anywhere in the app to resume ("unlock") the shared audio context, and
 * then lets go. Until then the ringer says its sound is locked: the bell offers a press that unlocks it.
 */
export function webAudioRinger(options: WebAudioRingerOptions = {}): Required<Ringer> & { dispose(): void } {
  const target = options.target ?? globalThis.window;
  const Context = options.AudioContext ?? globalThis.AudioContext;
  let context: AudioContext | undefined;
  let gestured = options.hadGesture?.() ?? false;
  let ringing = false;
  let cycle: ReturnType<typeof setInterval> | undefined;
  let voices: OscillatorNode[] = [];
  const unlockedListeners = new Set<() => void>();

  const locked = () => (context ? context.state !== 'running' : !gestured);
  const announceUnlocked = () => {
    if (locked()) return;
    for (const listener of [...unlockedListeners]) listener();
  };
  const resume = async () => {
    if (!context) return;
    try {
      await context.resume();
    } catch {
      // Refused (no gesture after all): the sound stays locked and the bell keeps offering to enable it.
    }
    announceUnlocked();
  };
  const unlock = () => {
    gestured = true;
    for (const gesture of GESTURES) target?.removeEventListener(gesture, unlock, true);
    if (context) void resume();
    else announceUnlocked();
  };
  if (!gestured) for (const gesture of GESTURES) target?.addEventListener(gesture, unlock, true);

  const load = setTimeout(() => {
    if (!Context) return;
    context = new Context();
    context.addEventListener?.('statechange', announceUnlocked);
    // A context made after the page's first gesture may start suspended all the same: resume it now. One the
    // browser lets run from the start (an autoplay policy that needs no gesture) is unlocked as it is.
    if (gestured) void resume();
    else announceUnlocked();
    if (ringing) begin();
  }, options.loadDelayMs ?? TIMEOUTS.audioLoadDelayMs);

  function tone() {
    if (!context) return;
    const gain = context.createGain();
    gain.gain.value = 0.15;
    gain.connect(context.destination);
    const end = context.currentTime + TONE_MS / 1000;
    voices = FREQUENCIES.map((frequency) => {
      const oscillator = context!.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      oscillator.stop(end);
      return oscillator;
    });
  }

  function begin() {
    if (!context || cycle !== undefined) return;
    tone();
    cycle = setInterval(tone, CYCLE_MS);
  }

  function silence() {
    clearInterval(cycle);
    cycle = undefined;
    for (const voice of voices) {
      try {
        voice.stop();
      } catch {
        // Already stopped at the end of its tone.
      }
    }
    voices = [];
  }

  return {
    start() {
      ringing = true;
      begin();
    },
    stop() {
      ringing = false;
      silence();
    },
    soundLocked: locked,
    unlockSound: async () => {
      unlock();
      await resume();
    },
    onSoundUnlocked(listener) {
      unlockedListeners.add(listener);
      return () => unlockedListeners.delete(listener);
    },
    dispose() {
      clearTimeout(load);
      silence();
      unlockedListeners.clear();
      for (const gesture of GESTURES) target?.removeEventListener(gesture, unlock, true);
      void context?.close();
    },
  };
}
