import type { MatchInfo } from '@aura/contracts';
import { delay, put, race, select, take } from 'redux-saga/effects';
import { selectMatching } from '../selectors.ts';
import { nextPressed, partnerShown, partnerStayed, stayPressed, type MatchingState } from '../slice.ts';

/** The saga's clock: the countdowns' start (tests move it with fake timers). */
export const now = () => Date.now();

/**
 * Moves on when the auto-next count ends, if by then the next match is still free (`autoNextAt` kept) and the
 * user did not press Stay (which clears it: issue 18, nobody is cut off while they want to stay). The count
 * starts once the partner is on screen (`partnerShown`): while it waits for their video, it starts by itself at
 * `autoNextWaitsUntil` (the partner's card shows), and their video's first frames restart it once.
 */
export function* autoNext(match: MatchInfo) {
  const never = take(() => false);
  for (;;) {
    const { autoNextAt, autoNextWaitsUntil }: MatchingState = yield select(selectMatching);
    if (autoNextAt !== undefined) {
      const { shown, stay } = yield race({
        timeUp: delay(Math.max(0, autoNextAt - now())),
        shown: take(partnerShown.type),
        stay: take([stayPressed.type, partnerStayed.type]),
      });
      if (shown || stay) continue;
      const after: MatchingState = yield select(selectMatching);
      if (after.autoNextAt === undefined) yield never;
      if (after.autoNextAt! > now()) continue;
      yield put(nextPressed({ auto: true }));
      yield never;
    }
    if (autoNextWaitsUntil === undefined) yield never;
    const { timeUp } = yield race({
      timeUp: delay(Math.max(0, autoNextWaitsUntil! - now())),
      shown: take(partnerShown.type),
      stay: take([stayPressed.type, partnerStayed.type]),
    });
    if (timeUp) yield put(partnerShown({ matchId: match.matchId, at: now(), video: false }));
  }
}
