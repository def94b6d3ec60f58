import { delayedAudio, type AudioLoaderOptions } from './audio-loader.ts';
import type { Ringer } from './ports.ts';

export type WebAudioRingerOptions = AudioLoaderOptions;

/** The ring cadence: two seconds of tone, four of silence (the common ring-back cadence). */
const TONE_MS = 2_000;
const CYCLE_MS = 6_000;
/** The dual tone of a ring-back (440 Hz and 480 Hz). */
const FREQUENCIES = [440, 480];

/**
 * The bell's sound, synthesised with Web Audio, so there is no file to fetch; its context comes from the sounds'
 * loader (`delayedAudio`: made after 2 s, let sound by the first touch). Until then the ringer says its sound is
 * locked: the bell offers a press that unlocks it.
 */
export function webAudioRinger(options: WebAudioRingerOptions = {}): Required<Ringer> & { dispose(): void } {
  const audio = delayedAudio(options);
  let ringing = false;
  let cycle: ReturnType<typeof setInterval> | undefined;
  let voices: OscillatorNode[] = [];
  audio.onLoaded(() => {
    if (ringing) begin();
  });

  function tone() {
    const context = audio.context();
    if (!context) return;
    const gain = context.createGain();
    gain.gain.value = 0.15;
    gain.connect(context.destination);
    const end = context.currentTime + TONE_MS / 1000;
    voices = FREQUENCIES.map((frequency) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      oscillator.stop(end);
      return oscillator;
    });
  }

  function begin() {
    if (!audio.context() || cycle !== undefined) return;
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
    soundLocked: audio.locked,
    unlockSound: audio.unlock,
    onSoundUnlocked: (listener) => audio.onUnlocked(listener),
    dispose() {
      silence();
      audio.dispose();
    },
  };
}

/** The new message's sound (docs/messages.md "Sounds"): a short two-note chime on the sounds' loader. */
export function webAudioChime(options: AudioLoaderOptions = {}): { play(): void; dispose(): void } {
  const audio = delayedAudio(options);
  return {
    play() {
      const context = audio.context();
      // Not loaded yet, or no touch of the page yet: a message arrives silently.
      if (!context || audio.locked()) return;
      const gain = context.createGain();
      gain.gain.value = 0.1;
      gain.connect(context.destination);
      [880, 1320].forEach((frequency, index) => {
        const oscillator = context.createOscillator();
        oscillator.frequency.value = frequency;
        oscillator.connect(gain);
        const at = context.currentTime + index * 0.12;
        oscillator.start(at);
        oscillator.stop(at + 0.12);
      });
    },
    dispose: () => audio.dispose(),
  };
}
