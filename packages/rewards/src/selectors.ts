import { rewardsSlice, type RewardsState } from './slice.ts';

/** The state the rewards read; the shell injects the slice when the rewards' chunk first loads, so it may be missing. */
export interface RewardsRootState {
  rewards?: RewardsState;
}

const initial = rewardsSlice.getInitialState();
const rewardsOf = (state: RewardsRootState): RewardsState => state.rewards ?? initial;

export const selectCheckIn = (state: RewardsRootState) => rewardsOf(state).checkIn;
export const selectMissions = (state: RewardsRootState) => rewardsOf(state).missions;
export const selectActivities = (state: RewardsRootState) => rewardsOf(state).activities;
export const selectNotice = (state: RewardsRootState) => rewardsOf(state).notices[0];
export const selectWelcome = (state: RewardsRootState) => rewardsOf(state).welcome;
export const selectMessageTip = (state: RewardsRootState) => rewardsOf(state).messageTip;
export const selectLocations = (state: RewardsRootState) => rewardsOf(state).locations;
