import type { CallState } from './slice.ts';

export interface CallRootState {
  call: CallState;
}

export const selectCall = (state: CallRootState): CallState => state.call;
export const selectCallPhase = (state: CallRootState) => state.call.phase;
/** Whether the call screen is up: from the first press until the outcome is dismissed. */
export const selectCallScreenOpen = (state: CallRootState) =>
  state.call.phase !== 'idle' && state.call.phase !== 'incoming';
export const selectIncomingCall = (state: CallRootState) =>
  state.call.phase === 'incoming' ? { peer: state.call.peer, media: state.call.media } : undefined;
/**
 * What the cost meter shows: the price per minute, the coins left as the server last said, and the minutes paid.
 * Display only: the server charges and decides when coins have run out.
 */
export const selectCostMeter = (state: CallRootState) => ({
  pricePerMinute: state.call.pricePerMinute,
  balance: state.call.role === 'caller' ? state.call.balance : undefined,
  minutesBilled: state.call.minutesBilled,
});
