import { TIMEOUTS } from '@aura/contracts';

export interface AudioLoaderOptions {
  /** Where the first user gesture is listened for; the window unless given. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  AudioContext?: typeof AudioContext;
  /** Spec §4 and §9: sounds load 2 s after start. */
  loadDelayMs?: number;
  /** Whether the page had a user gesture before this loader listened (navigator.userActivation); none unless given. */
  hadGesture?: () => boolean;
}

/** An audio context made `loadDelayMs` after start and let sound by the first user gesture. */
export interface AudioLoader {
  /** The context, once loaded. */
  context(): AudioContext | undefined;
  /** The browser holds its sound back (no gesture yet, or the context is suspended). */
  locked(): boolean;
  /** A press meant to let the sound through (the bell's button). */
  unlock(): Promise<void>;
  onUnlocked(listener: () => void): () => void;
  /** Runs once the context is made. */
  onLoaded(listener: () => void): void;
  dispose(): void;
}

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The sounds' loader (the bell's, and the messages'): following spec §4 and §9 the audio is set up only after
 * `loadDelayMs`; browsers let it sound only after a user gesture, so one listener, from the start, takes the first
 * pointer, key or touch anywhere in the app to resume ("unlock") the context, and then lets go.
 */
export function delayedAudio(options: AudioLoaderOptions = {}): AudioLoader {
  const target = options.target ?? globalThis.window;
  const Context = options.AudioContext ?? globalThis.AudioContext;
  let context: AudioContext | undefined;
  let gestured = options.hadGesture?.() ?? false;
  const unlockedListeners = new Set<() => void>();
  const loadedListeners: (() => void)[] = [];

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
    for (const listener of loadedListeners) listener();
  }, options.loadDelayMs ?? TIMEOUTS.audioLoadDelayMs);

  return {
    context: () => context,
    locked,
    unlock: async () => {
      unlock();
      await resume();
    },
    onUnlocked(listener) {
      unlockedListeners.add(listener);
      return () => unlockedListeners.delete(listener);
    },
    onLoaded(listener) {
      loadedListeners.push(listener);
    },
    dispose() {
      clearTimeout(load);
      unlockedListeners.clear();
      for (const gesture of GESTURES) target?.removeEventListener(gesture, unlock, true);
      void context?.close();
    },
  };
}
