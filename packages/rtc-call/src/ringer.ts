import { TIMEOUTS } from '@aura/contracts';
import type { Ringer } from './ports.ts';

export interface WebAudioRingerOptions {
  /** Where the first user gesture is listened for; the window unless given. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  AudioContext?: typeof AudioContext;
  /** Spec §4 and §9: sounds load 2 s after start. */
  loadDelayMs?: number;
}

/** The ring cadence: two seconds of tone, four of silence (the common ring-back cadence). */
const TONE_MS = 2_000;
const CYCLE_MS = 6_000;
/** The dual tone of a ring-back (440 Hz and 480 Hz). */
const FREQUENCIES = [440, 480];
const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The bell's sound, synthesised with Web Audio, so there is no file to fetch. Following spec §4, the audio is set
 * up only after `loadDelayMs`, and browsers let it sound only after a user gesture: the first pointer, key or
 * touch resumes ("unlocks") the audio context. A bell before that is silent; the visual bell still shows.
 */
export function webAudioRinger(options: WebAudioRingerOptions = {}): Ringer & { dispose(): void } {
  const target = options.target ?? globalThis.window;
  const Context = options.AudioContext ?? globalThis.AudioContext;
  let context: AudioContext | undefined;
  let ringing = false;
  let cycle: ReturnType<typeof setInterval> | undefined;
  let voices: OscillatorNode[] = [];

  const unlock = () => {
    void context?.resume();
    if (context) for (const gesture of GESTURES) target?.removeEventListener(gesture, unlock, true);
  };
  const load = setTimeout(() => {
    if (!Context) return;
    context = new Context();
    for (const gesture of GESTURES) target?.addEventListener(gesture, unlock, true);
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
    dispose() {
      clearTimeout(load);
      silence();
      for (const gesture of GESTURES) target?.removeEventListener(gesture, unlock, true);
      void context?.close();
    },
  };
}
