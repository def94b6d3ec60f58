export {
  rewardsSlice,
  checkInOpened,
  checkInClosed,
  checkInPressed,
  missionsOpened,
  claimPressed,
  activitiesOpened,
  locationsOpened,
  noticeDismissed,
  welcomeDismissed,
  messageTipDismissed,
  alreadyToday,
  type CheckInMessage,
  type LoadStatus,
  type Notice,
  type RewardsState,
} from './slice.ts';
export {
  selectActivities,
  selectLocations,
  selectCheckIn,
  selectMissions,
  selectNotice,
  selectWelcome,
  selectMessageTip,
  type RewardsRootState,
} from './selectors.ts';
export {
  rewardsSaga,
  checkInMessage,
  type RewardsDependencies,
  type RewardsSagaEffects,
} from './sagas/rewards-saga.ts';
export { rewardsApi, type RewardsApi } from './api.ts';
export { CheckInPopup } from './components/check-in-popup.tsx';
export { TaskBox } from './components/task-box.tsx';
export { TaskPage } from './components/task-page.tsx';
export { ActivityPage } from './components/activity-page.tsx';
export { LocationEntries } from './components/location-entries.tsx';
export { NoticePopup } from './components/notice-popup.tsx';
export { WelcomeBanner } from './components/welcome-banner.tsx';
export { MessageTip } from './components/message-tip.tsx';
