import { imServerMessageSchema } from '@aura/contracts';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import type { ImDependencies } from '../ports.ts';

/**
 * The new message's sound (docs/messages.md "Sounds"): each message the other side sent, heard live. The player
 * stays silent until its sound is loaded (2 s after start) and the page was touched once.
 */
export function* imSoundSaga(deps: ImDependencies) {
  const { sound } = deps;
  if (!sound) return;
  const theirs: EventChannel<true> = eventChannel((emit) =>
    deps.realtime.onMessage((raw) => {
      const parsed = imServerMessageSchema.safeParse(raw);
      // `friendId` is the other side: a message of mine from another tab makes no sound.
      if (
        parsed.success &&
        parsed.data.type === 'imMessage' &&
        parsed.data.message.senderId === parsed.data.friendId
      )
        emit(true);
    }),
  );
  try {
    for (;;) {
      yield take(theirs);
      yield call([sound, sound.play]);
    }
  } finally {
    theirs.close();
  }
}
