import {
  MATCH_LIMITS,
  type CallSession,
  type MatchEndReason,
  type MatchInfo,
  type MatchMode,
  type MatchQuota,
} from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the match screen is (spec §4 match states, plus the screen's own): `idle` before Start or after Stop,
 * `matching` while waiting in the queue, `matched` with a partner, `inCall` once the match became a call,
 * `limited` when a limit refused matching (spec §8), `failed` when the gateway could not be reached.
 */
export type MatchPhase = 'idle' | 'matching' | 'matched' | 'inCall' | 'limited' | 'failed';

/** A refusal to show: its code (dailyMeetChanceUsedUp, matchLimitUsedUp, insufficientCoins) and when it lifts. */
export interface MatchLimit {
  code: number;
  resetsAt?: number;
}

export interface MatchingState {
  phase: MatchPhase;
  mode: MatchMode;
  match?: MatchInfo;
  /** When this side was matched (the client's clock): the countdowns run from here. */
  matchedAt?: number;
  /** The Next button stays disabled until then (spec §9 next-button countdown). */
  nextEnabledAt?: number;
  /** Random mode moves on by itself then unless the user goes on into a call (spec §9 auto-next video). */
  autoNextAt?: number;
  quota?: MatchQuota;
  limit?: MatchLimit;
  /** The match Next left: the gateway ends it and keeps its partner from being matched again at once. */
  leftMatchId?: string;
  /** Why the last match ended, when the partner ended it. */
  lastEnd?: MatchEndReason;
  /** beginMinCall is under way. */
  starting: boolean;
  call?: CallSession;
  /** The room of the call this match became (either side's), until that call is over. */
  callRoom?: string;
  /**
   * The code of the last failure (a gateway code, or 0 without an answer); while matched, why going on into a call
   * was refused (coins, `videoFriendsOnly`, busy), until the next attempt or the next match.
   */
  failure?: number;
}

const initialState: MatchingState = { phase: 'idle', mode: 'random', starting: false };

function clearMatch(state: MatchingState) {
  delete state.match;
  delete state.matchedAt;
  delete state.nextEnabledAt;
  delete state.autoNextAt;
}

export const matchingSlice = createSlice({
  name: 'matching',
  initialState,
  reducers: {
    /** Start (or start again after a limit lifted). */
    startPressed(state, action: PayloadAction<{ mode?: MatchMode } | undefined>) {
      state.mode = action.payload?.mode ?? state.mode;
      state.phase = 'matching';
      delete state.limit;
      delete state.failure;
      delete state.lastEnd;
      clearMatch(state);
    },
    /** Next: leave this match for another (`auto` when the auto-next countdown did it). */
    nextPressed(state, _action: PayloadAction<{ auto: boolean } | undefined>) {
      if (state.match) state.leftMatchId = state.match.matchId;
      state.phase = 'matching';
      delete state.lastEnd;
      clearMatch(state);
    },
    stopPressed(state) {
      state.phase = 'idle';
      clearMatch(state);
    },
    /** Go on into a minute-billed call with the partner (Face to Face's decision, or a random match's call). */
    callPressed(state) {
      if (state.phase !== 'matched') return;
      state.starting = true;
      delete state.failure;
    },
    matchingAnswered(state, action: PayloadAction<{ quota: MatchQuota }>) {
      state.quota = action.payload.quota;
    },
    matched(state, action: PayloadAction<{ match: MatchInfo; at: number }>) {
      const { match, at } = action.payload;
      // A match arrives twice (the HTTP answer and the realtime event): the first wins.
      if (state.match?.matchId === match.matchId || state.phase !== 'matching') return;
      state.phase = 'matched';
      state.match = match;
      state.matchedAt = at;
      // A call refused with the last partner says nothing about this one.
      delete state.failure;
      state.nextEnabledAt = at + MATCH_LIMITS.nextButtonCountdownMs;
      if (match.mode === 'random') state.autoNextAt = at + MATCH_LIMITS.autoNextMs;
      else delete state.autoNextAt;
    },
    /** The partner left or went on, or Face to Face's countdown ran out: back to the queue. */
    matchEnded(state, action: PayloadAction<{ matchId: string; reason: MatchEndReason }>) {
      if (state.match?.matchId !== action.payload.matchId) return;
      if (action.payload.reason === 'converted') {
        // The partner went on into a call with this user: the same room, now a call they pay for.
        state.phase = 'inCall';
        state.callRoom = state.match.roomNum;
        clearMatch(state);
        return;
      }
      state.phase = 'matching';
      state.lastEnd = action.payload.reason;
      clearMatch(state);
    },
    callStarted(state, action: PayloadAction<CallSession>) {
      state.phase = 'inCall';
      state.starting = false;
      state.call = action.payload;
      state.callRoom = action.payload.call.roomNum;
      clearMatch(state);
    },
    callRefused(state, action: PayloadAction<{ code: number }>) {
      state.starting = false;
      state.failure = action.payload.code;
    },
    limitReached(state, action: PayloadAction<MatchLimit>) {
      state.phase = 'limited';
      state.limit = action.payload;
      clearMatch(state);
    },
    failed(state, action: PayloadAction<{ code: number }>) {
      state.phase = 'failed';
      state.failure = action.payload.code;
      clearMatch(state);
    },
    /** Hang up the call this match became. */
    hangUpPressed() {},
    /** The call made of a match is over; the screen is ready to start again. */
    callFinished(state) {
      state.phase = 'idle';
      delete state.call;
      delete state.callRoom;
    },
  },
  extraReducers: (builder) => {
    // Whoever signs in next starts afresh: nothing of the last user's match, call, quota or limits stays.
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  startPressed,
  nextPressed,
  stopPressed,
  callPressed,
  matchingAnswered,
  matched,
  matchEnded,
  callStarted,
  callRefused,
  limitReached,
  failed,
  callFinished,
  hangUpPressed,
} = matchingSlice.actions;

/**
 * The match in `roomNum` became a minute-billed call (this side's beginMinCall, or the partner's): @aura/rtc-call
 * takes it up from here with its call screen, and the match video's running media with it (`handOver`).
 */
export const matchBecameCall = createAction<{ roomNum: string }>('matching/becameCall');
