import type { CallMedia, CallOutcome, CallRecord, CallRole, CurrentCall } from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RtcConnectionState, RtcQuality } from './rtc/rtc-port.ts';

/**
 * Where this tab's call stands. `preparing`: the caller is checking the price and asking for the camera and
 * microphone; `outgoing`: it rings at the callee; `incoming`: the bell rings here; `connecting`: answered, the
 * media path is coming up; `connected`: talking (billed); `ended`: over, the outcome is shown until dismissed.
 */
export type CallPhase = 'idle' | 'preparing' | 'outgoing' | 'incoming' | 'connecting' | 'connected' | 'ended';

/** Why the camera or microphone could not be used (getUserMedia's errors, mapped in media-errors.ts). */
export type MediaFailure = 'denied' | 'notFound' | 'inUse' | 'unsupported';

/** How a call ended as this side shows it: a spec outcome, or a failure with the message to show. */
export interface CallEnding {
  outcome: CallOutcome | 'failed';
  /** An i18n key (with its namespace) of the message shown with a failure or a refused launch. */
  messageKey?: string;
  /** Seconds the call was connected (0 when it never was). */
  durationSec: number;
  /** What the call came to for this side, once it was connected (architecture §6: end screens show the cost). */
  cost?: CallCost;
}

/**
 * A connected call's cost as the server counts it: the minutes paid (a call under a minute bills as one), and the
 * coins the caller paid or the points the callee earned. The server's final record, when it arrives, replaces
 * this side's count.
 */
export interface CallCost {
  role: CallRole;
  minutes: number;
  /** Coins paid (the caller) or points earned (the callee). */
  amount: number;
}

/**
 * An audio call's switch to video as this side sees it (spec §4): `camera` while this side's camera is asked
 * for (before inviting or accepting), `inviting` while this side's invitation waits for the other's answer,
 * `invited` while the other side's waits for this side's, `answering` after accepting until the server confirms.
 */
export type VideoUpgradeStage = 'camera' | 'inviting' | 'invited' | 'answering';

export interface CallPeer {
  userId: string;
  userName?: string;
  avatar?: string;
}

export interface CallState {
  phase: CallPhase;
  role: CallRole | undefined;
  media: CallMedia;
  peer: CallPeer | undefined;
  /** The server's record of the call, as last heard. */
  record: CallRecord | undefined;
  pricePerMinute: number | undefined;
  /** The caller's coins as the server last said (launch check, then every billed minute). */
  balance: number | undefined;
  minutesBilled: number;
  /** Coins the caller paid for this call, or points the callee earned in it, as the server last said. */
  amount: number;
  /** Whole seconds connected, from this side's clock: for display only, the server bills. */
  elapsedSec: number;
  /** When the server ends the call for want of coins (ms since the epoch), after its warning. */
  coinsRunOutAt: number | undefined;
  connection: RtcConnectionState | 'idle';
  quality: RtcQuality;
  microphoneOn: boolean;
  cameraOn: boolean;
  speakerOn: boolean;
  /** The camera or microphone could not be had: the permission prompt shows why. */
  mediaFailure: MediaFailure | undefined;
  ending: CallEnding | undefined;
  /** The switch to video under way, if any. */
  videoUpgrade: VideoUpgradeStage | undefined;
  /** How the last switch to video ended, when that needs saying: an i18n key (with its namespace). */
  videoUpgradeNotice: string | undefined;
  /** A call still running that this tab did not run before (a new visit): asked about before it is taken up. */
  rejoinOffer: RejoinOffer | undefined;
  /**
   * The bell rings but the browser holds its sound back until the user touches the page (autoplay policy). Read
   * while the bell rings only (selectIncomingCall).
   */
  soundLocked: boolean;
}

/** The running call a new visit is asked about (`sagas/rejoin.ts`): who with, and for the caller, its price. */
export interface RejoinOffer {
  peer: CallPeer;
  media: CallMedia;
  /** Coins per minute, for the caller, who pays them while the call runs. */
  pricePerMinute?: number;
  /** Seconds until the call ends unless taken up. */
  answerWithinSec: number;
}

export const initialCallState: CallState = {
  phase: 'idle',
  role: undefined,
  media: 'video',
  peer: undefined,
  record: undefined,
  pricePerMinute: undefined,
  balance: undefined,
  minutesBilled: 0,
  amount: 0,
  elapsedSec: 0,
  coinsRunOutAt: undefined,
  connection: 'idle',
  quality: 'unknown',
  microphoneOn: true,
  cameraOn: true,
  speakerOn: true,
  mediaFailure: undefined,
  ending: undefined,
  videoUpgrade: undefined,
  videoUpgradeNotice: undefined,
  rejoinOffer: undefined,
  soundLocked: false,
};

const fresh = (patch: Partial<CallState>): CallState => ({ ...initialCallState, ...patch });

/** The cost of a call that was connected, from the server's record of it. */
const costOf = (record: CallRecord): CallCost | undefined =>
  record.minutesBilled > 0
    ? { role: record.role, minutes: record.minutesBilled, amount: record.amount }
    : undefined;

export const callSlice = createSlice({
  name: 'call',
  initialState: initialCallState,
  reducers: {
    // What the user did.
    cancelPressed() {},
    answerPressed() {},
    refusePressed() {},
    hangUpPressed() {},
    microphoneToggled(state) {
      state.microphoneOn = !state.microphoneOn;
    },
    cameraToggled(state) {
      state.cameraOn = !state.cameraOn;
    },
    cameraSwitchPressed() {},
    speakerToggled(state) {
      state.speakerOn = !state.speakerOn;
    },
    /** Switch to video: asks this side's camera, then invites the other side. */
    videoUpgradePressed() {},
    /** The other side's invitation to video is accepted (the camera is asked for first). */
    videoInvitationAccepted() {},
    videoInvitationDeclined() {},
    /** This side withdraws its own invitation to video. */
    videoInvitationWithdrawn() {},
    videoUpgradeNoticeDismissed(state) {
      state.videoUpgradeNotice = undefined;
    },
    /** A new visit is asked whether to take up its running call. */
    rejoinOffered(state, action: PayloadAction<RejoinOffer>) {
      state.rejoinOffer = action.payload;
    },
    /** The user's answer to the rejoin offer. */
    rejoinAnswered(state, _action: PayloadAction<{ rejoin: boolean }>) {
      state.rejoinOffer = undefined;
    },
    /** The offer is gone unanswered: its time ran out, or the call ended meanwhile. */
    rejoinWithdrawn(state) {
      state.rejoinOffer = undefined;
    },
    /** The outcome or the permission prompt was closed: back to no call. */
    endingDismissed(state) {
      if (state.phase === 'ended' || state.phase === 'idle') return initialCallState;
      return state;
    },

    // What the sagas saw.
    outgoingStarted(_state, action: PayloadAction<{ peer: CallPeer; media: CallMedia }>) {
      return fresh({ phase: 'preparing', role: 'caller', ...action.payload });
    },
    priceChecked(state, action: PayloadAction<{ pricePerMinute: number; balance: number; peer: CallPeer }>) {
      state.pricePerMinute = action.payload.pricePerMinute;
      state.balance = action.payload.balance;
      state.peer = { ...state.peer, ...action.payload.peer };
    },
    mediaFailed(state, action: PayloadAction<MediaFailure>) {
      state.mediaFailure = action.payload;
    },
    ringSoundLocked(state) {
      if (state.phase === 'incoming') state.soundLocked = true;
    },
    ringSoundUnlocked(state) {
      state.soundLocked = false;
    },
    launched(state, action: PayloadAction<CallRecord>) {
      state.phase = 'outgoing';
      state.record = action.payload;
      state.pricePerMinute = action.payload.pricePerMinute;
    },
    incomingRang(_state, action: PayloadAction<{ record: CallRecord; peer: CallPeer }>) {
      const { record, peer } = action.payload;
      return fresh({
        phase: 'incoming',
        role: 'callee',
        media: record.media,
        peer,
        record,
        pricePerMinute: record.pricePerMinute,
      });
    },
    /** Answered (by the callee here, or the callee there): the media path comes up. */
    answered(state, action: PayloadAction<CallRecord>) {
      state.phase = 'connecting';
      state.record = action.payload;
      state.minutesBilled = action.payload.minutesBilled;
      state.amount = action.payload.amount;
      state.connection = 'connecting';
    },
    recordChanged(state, action: PayloadAction<CallRecord>) {
      state.record = action.payload;
      state.minutesBilled = Math.max(state.minutesBilled, action.payload.minutesBilled);
      state.amount = Math.max(state.amount, action.payload.amount);
    },
    /**
     * The server's final record of the call this side ended (the hang-up's answer): its minutes and amount are
     * what the end screen shows, whatever this side had counted.
     */
    settled(state, action: PayloadAction<CallRecord>) {
      if (state.phase !== 'ended' || !state.ending || state.record?.roomNum !== action.payload.roomNum)
        return;
      const cost = costOf(action.payload);
      if (cost) state.ending.cost = cost;
    },
    connectionChanged(state, action: PayloadAction<RtcConnectionState>) {
      state.connection = action.payload;
      if (action.payload === 'connected' && state.phase === 'connecting') state.phase = 'connected';
    },
    qualityChanged(state, action: PayloadAction<RtcQuality>) {
      state.quality = action.payload;
    },
    secondElapsed(state, action: PayloadAction<number>) {
      state.elapsedSec = action.payload;
    },
    billed(state, action: PayloadAction<{ minute: number; balance?: number; points?: number }>) {
      const { minute, balance, points } = action.payload;
      state.minutesBilled = Math.max(state.minutesBilled, minute);
      if (balance !== undefined) state.balance = balance;
      // The caller pays the price fixed at launch each minute; the callee is told the points of the call so far.
      if (points !== undefined) state.amount = Math.max(state.amount, points);
      else if (state.role === 'caller' && state.pricePerMinute !== undefined)
        state.amount = Math.max(state.amount, state.minutesBilled * state.pricePerMinute);
      // A minute was paid after all (coins were bought during the grace): the warning no longer holds.
      state.coinsRunOutAt = undefined;
    },
    coinsRunningOut(state, action: PayloadAction<{ endsAt: number }>) {
      state.coinsRunOutAt = action.payload.endsAt;
    },
    videoUpgradeChanged(
      state,
      action: PayloadAction<{ stage: VideoUpgradeStage | undefined; notice?: string | undefined }>,
    ) {
      state.videoUpgrade = action.payload.stage;
      if (action.payload.stage !== undefined || action.payload.notice !== undefined)
        state.videoUpgradeNotice = action.payload.notice;
    },
    /** Both sides accepted: the call is a video call now, this side's camera on. */
    switchedToVideo(state) {
      state.media = 'video';
      state.cameraOn = true;
      state.videoUpgrade = undefined;
      state.videoUpgradeNotice = undefined;
    },
    /**
     * A connected call this tab did not launch or answer is taken up (a match became a call, or the tab was
     * reloaded mid-call): the server's record says what is paid; `connected` when the media already runs.
     */
    adopted(
      _state,
      action: PayloadAction<{ record: CallRecord; peer: CallPeer; balance?: number; connected: boolean }>,
    ) {
      const { record, peer, balance, connected } = action.payload;
      return fresh({
        phase: connected ? 'connected' : 'connecting',
        role: record.role,
        media: record.media,
        peer,
        record,
        pricePerMinute: record.pricePerMinute,
        balance,
        minutesBilled: record.minutesBilled,
        amount: record.amount,
        elapsedSec: record.callTimeSec,
        // The server warned when the last minute was paid and the next cannot be: it ends the call then.
        coinsRunOutAt:
          balance !== undefined && balance < record.pricePerMinute ? record.nextChargeAt : undefined,
        connection: connected ? 'connected' : 'connecting',
      });
    },
    /** Another tab of this user answered the bell: this one just stops ringing. */
    answeredElsewhere() {
      return initialCallState;
    },
    /**
     * The call is over here; `record`, when the server's end said it, carries the final cost and the time from the
     * answer to the end. The server's time counts when this side counted less: a call the server ended while this
     * side's media were still coming up (a caller whose coins paid one minute) ran for as long as it was paid.
     */
    ended(state, action: PayloadAction<Omit<CallEnding, 'durationSec' | 'cost'> & { record?: CallRecord }>) {
      const { record, ...ending } = action.payload;
      const counted: CallCost | undefined =
        state.role && state.minutesBilled > 0
          ? { role: state.role, minutes: state.minutesBilled, amount: state.amount }
          : undefined;
      const cost = (record && costOf(record)) ?? counted;
      state.phase = 'ended';
      state.connection = 'closed';
      const durationSec = Math.max(state.elapsedSec, record?.callTimeSec ?? 0);
      state.ending = { ...ending, durationSec, ...(cost ? { cost } : {}) };
    },
  },
  extraReducers: (builder) => {
    // Another person may sign in next on this tab: nothing of this call is theirs.
    builder.addCase(signedOut, () => initialCallState);
  },
});

export const {
  cancelPressed,
  answerPressed,
  refusePressed,
  hangUpPressed,
  microphoneToggled,
  cameraToggled,
  cameraSwitchPressed,
  speakerToggled,
  endingDismissed,
  outgoingStarted,
  priceChecked,
  mediaFailed,
  launched,
  incomingRang,
  ringSoundLocked,
  ringSoundUnlocked,
  answered,
  recordChanged,
  connectionChanged,
  qualityChanged,
  secondElapsed,
  billed,
  coinsRunningOut,
  answeredElsewhere,
  ended,
  settled,
  videoUpgradePressed,
  videoInvitationAccepted,
  videoInvitationDeclined,
  videoInvitationWithdrawn,
  videoUpgradeNoticeDismissed,
  videoUpgradeChanged,
  switchedToVideo,
  adopted,
  rejoinOffered,
  rejoinAnswered,
  rejoinWithdrawn,
} = callSlice.actions;

/** The user pressed the bell's "Tap to enable sound": a gesture, with which the ring's sound may play. */
export const soundUnlockPressed = createAction('call/soundUnlockPressed');

/**
 * The user asked to call someone who is not a wall host (a friend, a chat partner): the same flow as a card's.
 * The name and picture, when the screen that asks knows them, are shown while the price is checked.
 */
export const callStartRequested = createAction<{
  userId: string;
  media: CallMedia;
  userName?: string;
  avatar?: string;
}>('call/startRequested');

/** The server named a connected call of this user that this tab does not run: the call saga takes it up. */
export const callResumeFound = createAction<CurrentCall>('call/resumeFound');
