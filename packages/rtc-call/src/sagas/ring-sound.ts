import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { ringSoundLocked, ringSoundUnlocked, soundUnlockPressed } from '../slice.ts';
import type { CallDependencies } from './context.ts';

/**
 * While the bell rings: when the browser holds the ring's sound back (no touch of the page yet), the bell says so
 * and offers a press; the sound is let through by that press or by the first touch anywhere in the app.
 */
export function* ringSound(deps: CallDependencies) {
  const { ringer } = deps;
  const locked = () => ringer.soundLocked?.() ?? false;
  if (!locked()) return;
  yield put(ringSoundLocked());
  const unlocked: EventChannel<true> = eventChannel((emit) => {
    const off = ringer.onSoundUnlocked?.(() => emit(true));
    return () => off?.();
  });
  try {
    for (;;) {
      const { press } = (yield race({ press: take(soundUnlockPressed), unlocked: take(unlocked) })) as {
        press?: unknown;
      };
      if (press && ringer.unlockSound) yield call([ringer, ringer.unlockSound]);
      if (!locked()) break;
    }
    yield put(ringSoundUnlocked());
  } finally {
    unlocked.close();
  }
}
