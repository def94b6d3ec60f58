// What the shell starts lazily with the app (docs/gifts.md): the gifts' slice and saga, so a gift received on any
// page (a call's too) plays at once, while the panel and the backpack page load with their first use.
import type { Reducer } from '@reduxjs/toolkit';
import { giftsSaga, type GiftsDependencies } from './sagas/gifts-saga.ts';
import { giftsSlice, giftsStarted } from './slice.ts';

/** Adds the gifts' slice to the app's reducer (`combineSlices(...).inject`) and runs their saga until cancelled. */
export function* runGifts(
  reducer: { inject(slice: typeof giftsSlice): Reducer },
  dependencies: GiftsDependencies,
) {
  reducer.inject(giftsSlice);
  const { all, call, put } = dependencies.effects;
  // The saga takes its actions first, then the store gets `gifts` (an injected slice's state comes with the next
  // action), so nothing a screen dispatches once it sees `gifts` is missed.
  yield all([call(giftsSaga, dependencies), put(giftsStarted())]);
}
