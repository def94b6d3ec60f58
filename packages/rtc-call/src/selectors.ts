import { createSelector } from '@reduxjs/toolkit';
import type { CallState } from './slice.ts';

export interface CallRootState {
  call: CallState;
}

export const selectCall = (state: CallRootState): CallState => state.call;
export const selectCallPhase = (state: CallRootState) => state.call.phase;
/** Whether the call screen is up: from the first press until the outcome is dismissed. */
export const selectCallScreenOpen = (state: CallRootState) =>
  state.call.phase !== 'idle' && state.call.phase !== 'incoming';
/** Whether the call overlay has anything to show: a call in any phase, or a running call a new visit is asked about. */
export const selectCallOverlayShown = (state: CallRootState) =>
  state.call.phase !== 'idle' || state.call.rejoinOffer !== undefined;
/** The call ringing at this user, if any (memoised on the call's state: other slices' changes re-render nothing). */
export const selectIncomingCall = createSelector([selectCall], (call) =>
  call.phase === 'incoming'
    ? { peer: call.peer, media: call.media, soundLocked: call.soundLocked }
    : undefined,
);
/**
 * What the cost meter shows: the price per minute, the coins left as the server last said, and the minutes paid.
 * Display only: the server charges and decides when coins have run out.
 */
export const selectCostMeter = createSelector([selectCall], (call) => ({
  pricePerMinute: call.pricePerMinute,
  balance: call.role === 'caller' ? call.balance : undefined,
  minutesBilled: call.minutesBilled,
}));
