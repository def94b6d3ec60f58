import type { ActivityBox, CheckInState, MessageTip, MissionView, RegisterBanner } from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why a check-in was refused, in the spec's words (§8): the key in `wheel:checkIn`, with its values. */
export type CheckInMessage =
  | { kind: 'alreadyToday'; hours: number; minutes: number }
  | { kind: 'otherAccount' }
  | { kind: 'firstWeekEnded' }
  | { kind: 'serverTimeout' };

/** "Already checked in today", with the hours and minutes until 0:00 UTC (rounded up to the minute). */
export function alreadyToday(secondsLeft: number): CheckInMessage {
  const minutes = Math.ceil(secondsLeft / 60);
  return { kind: 'alreadyToday', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export interface RewardsState {
  /** The check-in popup: open or not, its state from the server, the check-in under way, what came of it. */
  checkIn: {
    open: boolean;
    status: LoadStatus;
    value: CheckInState | undefined;
    submitting: boolean;
    /** Coins the last check-in paid (shown until the popup closes). */
    paid: number | undefined;
    message: CheckInMessage | undefined;
  };
  /** The task box: daily tasks and missions, the claim under way. */
  missions: { status: LoadStatus; list: MissionView[]; claiming: string | undefined; failed: boolean };
  /** The activity boxes (the activity page). */
  activities: { status: LoadStatus; boxes: ActivityBox[] };
  /** The location entries by location id (`locationEntrysMap`), those shown only. */
  locations: { status: LoadStatus; byId: Record<string, ActivityBox[]> };
  /** The operator's notices popup/get brought, not yet dismissed: the first is shown. */
  notices: Notice[];
  /** The register banner of a new account whose sign-up coins arrived (checkIfAddCoinForNew), until closed. */
  welcome: RegisterBanner | undefined;
  /** The message tip popup/get brought (spec §3), until closed or its time is up. */
  messageTip: MessageTip | undefined;
}

/** An operator's notice (popup/get's `notice`). */
export interface Notice {
  id: string;
  msg: string;
  targetUrl?: string;
}

const initialState: RewardsState = {
  checkIn: {
    open: false,
    status: 'idle',
    value: undefined,
    submitting: false,
    paid: undefined,
    message: undefined,
  },
  missions: { status: 'idle', list: [], claiming: undefined, failed: false },
  activities: { status: 'idle', boxes: [] },
  locations: { status: 'idle', byId: {} },
  notices: [],
  welcome: undefined,
  messageTip: undefined,
};

export const rewardsSlice = createSlice({
  name: 'rewards',
  initialState,
  reducers: {
    /** The server's popups said check-in is open today (or the user opened it): show it. */
    checkInOpened(state, action: PayloadAction<CheckInState | undefined>) {
      state.checkIn.open = true;
      state.checkIn.paid = undefined;
      state.checkIn.message = undefined;
      if (action.payload) {
        state.checkIn.value = action.payload;
        state.checkIn.status = 'ready';
      } else if (!state.checkIn.value) state.checkIn.status = 'loading';
    },
    checkInLoaded(state, action: PayloadAction<CheckInState>) {
      state.checkIn.value = action.payload;
      state.checkIn.status = 'ready';
    },
    checkInFailed(state) {
      state.checkIn.status = 'failed';
    },
    checkInClosed(state) {
      state.checkIn.open = false;
    },
    checkInPressed(state) {
      state.checkIn.submitting = true;
      state.checkIn.message = undefined;
    },
    checkedIn(state, action: PayloadAction<{ coins: number; checkIn: CheckInState }>) {
      state.checkIn.submitting = false;
      state.checkIn.paid = action.payload.coins;
      state.checkIn.value = action.payload.checkIn;
    },
    checkInRefused(state, action: PayloadAction<CheckInMessage>) {
      state.checkIn.submitting = false;
      state.checkIn.message = action.payload;
    },
    missionsOpened(state) {
      if (state.missions.status !== 'ready') state.missions.status = 'loading';
    },
    missionsLoaded(state, action: PayloadAction<MissionView[]>) {
      state.missions.status = 'ready';
      state.missions.list = action.payload;
    },
    missionsFailed(state) {
      state.missions.status = 'failed';
    },
    claimPressed(state, action: PayloadAction<string>) {
      state.missions.claiming = action.payload;
      state.missions.failed = false;
    },
    claimed(state, action: PayloadAction<MissionView>) {
      state.missions.claiming = undefined;
      state.missions.list = state.missions.list.map((mission) =>
        mission.id === action.payload.id ? action.payload : mission,
      );
    },
    claimFailed(state) {
      state.missions.claiming = undefined;
      state.missions.failed = true;
    },
    activitiesOpened(state) {
      if (state.activities.status !== 'ready') state.activities.status = 'loading';
    },
    activitiesLoaded(state, action: PayloadAction<ActivityBox[]>) {
      state.activities.status = 'ready';
      state.activities.boxes = action.payload;
    },
    activitiesFailed(state) {
      state.activities.status = 'failed';
    },
    locationsOpened(state) {
      if (state.locations.status !== 'ready') state.locations.status = 'loading';
    },
    locationsLoaded(state, action: PayloadAction<Record<string, ActivityBox[]>>) {
      state.locations.status = 'ready';
      state.locations.byId = action.payload;
    },
    locationsFailed(state) {
      state.locations.status = 'failed';
    },
    noticesReceived(state, action: PayloadAction<Notice[]>) {
      state.notices = action.payload;
    },
    noticeDismissed(state) {
      state.notices = state.notices.slice(1);
    },
    welcomeReceived(state, action: PayloadAction<RegisterBanner>) {
      state.welcome = action.payload;
    },
    welcomeDismissed(state) {
      state.welcome = undefined;
    },
    messageTipReceived(state, action: PayloadAction<MessageTip>) {
      state.messageTip = action.payload;
    },
    messageTipDismissed(state) {
      state.messageTip = undefined;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  checkInOpened,
  checkInLoaded,
  checkInFailed,
  checkInClosed,
  checkInPressed,
  checkedIn,
  checkInRefused,
  missionsOpened,
  missionsLoaded,
  missionsFailed,
  claimPressed,
  claimed,
  claimFailed,
  activitiesOpened,
  activitiesLoaded,
  activitiesFailed,
  locationsOpened,
  locationsLoaded,
  locationsFailed,
  noticesReceived,
  noticeDismissed,
  welcomeReceived,
  welcomeDismissed,
  messageTipReceived,
  messageTipDismissed,
} = rewardsSlice.actions;
