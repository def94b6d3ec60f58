import type { ReportState } from './report-slice.ts';
import type { MatchingState } from './slice.ts';

export interface MatchingRootState {
  matching: MatchingState;
}

export const selectMatching = (state: MatchingRootState) => state.matching;
export const selectMatchPhase = (state: MatchingRootState) => state.matching.phase;
export const selectCurrentMatch = (state: MatchingRootState) => state.matching.match;

export interface ReportRootState {
  report: ReportState;
}

/** The report dialog of a call or a match (issue 18). */
export const selectReport = (state: ReportRootState) => state.report;
