import type { MatchingState } from './slice.ts';

export interface MatchingRootState {
  matching: MatchingState;
}

export const selectMatching = (state: MatchingRootState) => state.matching;
export const selectMatchPhase = (state: MatchingRootState) => state.matching.phase;
export const selectCurrentMatch = (state: MatchingRootState) => state.matching.match;
