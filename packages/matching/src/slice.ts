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

/**
 * An invitation to go on from the match into a call (issue 11: the partner is asked first): `mine` waits for the
 * partner's answer, `theirs` waits for this side's. The inviter pays `pricePerMinute` once the invited side accepts.
 */
export interface CallInvite {
  from: 'mine' | 'theirs';
  pricePerMinute: number;
}

/** What a call with this match's partner would cost this side per minute, as a call from the wall would. */
export interface CallQuote {
  matchId: string;
  pricePerMinute: number;
  canAfford: boolean;
}

/** How an invitation ended when that needs saying: declined, withdrawn, the inviter's coins gone, or failed. */
export type InviteNotice = 'declined' | 'withdrawn' | 'failedInsufficientCoins' | 'failed';

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
  /**
   * Random mode moves on by itself then unless the user goes on into a call (spec §9 auto-next video): set once the
   * partner is on screen, so the count is of time spent seeing them (`partnerShown`).
   */
  autoNextAt?: number;
  /**
   * Auto-next is due but waits for the partner's video to play; at this moment at the latest (PARTNER_VIDEO_WAIT_MS
   * after the match) it starts counting anyway, so nobody is stuck on a video that never comes.
   */
  autoNextWaitsUntil?: number;
  /** The partner's video has played in this match: its first frames (re)started the auto-next count once. */
  partnerVideoShown?: boolean;
  quota?: MatchQuota;
  limit?: MatchLimit;
  /** The match Next left: the gateway ends it and keeps its partner from being matched again at once. */
  leftMatchId?: string;
  /** Why the last match ended, when the partner ended it. */
  lastEnd?: MatchEndReason;
  /** beginMinCall is under way. */
  starting: boolean;
  /** The price of a call with this partner, shown on the Call button before it is pressed. */
  quote?: CallQuote;
  /** Call was pressed: the price is shown and confirmed before the partner is asked. */
  confirmingCall?: boolean;
  /** An invitation to a call waiting for an answer, either way. */
  invite?: CallInvite;
  /** How the last invitation ended, until the next one or the next match. */
  inviteNotice?: InviteNotice;
  /** Start was pressed for a match that costs coins: its price waits for a yes before anything is searched. */
  startConfirm?: { price: number };
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

/**
 * How long auto-next waits for the partner's video before it starts counting anyway (the partner's card shows
 * meanwhile): a connection that takes longer than this is not coming soon.
 */
export const PARTNER_VIDEO_WAIT_MS = 2 * MATCH_LIMITS.autoNextMs;

/** No moving on by itself in this match (a call in the air, the next match not free, the match over). */
function stopAutoNext(state: MatchingState) {
  delete state.autoNextAt;
  delete state.autoNextWaitsUntil;
}

function clearMatch(state: MatchingState) {
  delete state.match;
  delete state.matchedAt;
  delete state.nextEnabledAt;
  stopAutoNext(state);
  delete state.partnerVideoShown;
  delete state.quote;
  delete state.confirmingCall;
  delete state.invite;
  delete state.inviteNotice;
}

/**
 * The coins the next match would cost (spec §9): Face to Face's coins each time; a random match's price once the
 * free matches are used up, as far as this side knows the quota. 0 when it is free, and always for a VIP's random
 * match (spec §6 "unlimited matching": the server charges a VIP nothing and keeps the free ones for later).
 */
export function nextMatchPrice(state: Pick<MatchingState, 'mode' | 'quota'>): number {
  if (state.mode === 'faceToFace') return MATCH_LIMITS.faceToFaceCoins;
  return state.quota && !state.quota.vip && state.quota.freeLeft === 0 ? state.quota.price : 0;
}

export const matchingSlice = createSlice({
  name: 'matching',
  initialState,
  reducers: {
    /** A mode is picked (spec §2 modes): nothing starts before Start, where a paid mode asks first. */
    modeChosen(state, action: PayloadAction<MatchMode>) {
      if (state.phase === 'idle' || state.phase === 'limited' || state.phase === 'failed')
        state.mode = action.payload;
    },
    /**
     * The user pressed Start: the saga reads the allowance first, then starts a free match at once
     * (`startPressed`) or asks for the price of a paid one (`startPriceAsked`).
     */
    startAsked() {},
    startPriceAsked(state, action: PayloadAction<{ price: number }>) {
      state.startConfirm = action.payload;
    },
    startConfirmDismissed(state) {
      delete state.startConfirm;
    },
    /** Searching starts (a free match, a paid one whose price was confirmed, or again after a limit lifted). */
    startPressed(state, action: PayloadAction<{ mode?: MatchMode } | undefined>) {
      state.mode = action.payload?.mode ?? state.mode;
      state.phase = 'matching';
      delete state.startConfirm;
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
      // Stopped by the user: the screen says nothing of how the last match ended.
      delete state.lastEnd;
      clearMatch(state);
    },
    /** Call (or Face to Face's "Go on into a call") was pressed: the price is shown to be confirmed first. */
    callPressed(state) {
      if (state.phase !== 'matched' || state.invite?.from === 'mine') return;
      state.confirmingCall = true;
      // A call in the air: the match waits for it (or for Next or Stop), so no countdown to moving on shows.
      stopAutoNext(state);
      delete state.failure;
      delete state.inviteNotice;
    },
    callConfirmDismissed(state) {
      delete state.confirmingCall;
    },
    /** The price was confirmed: the partner is asked (or, when the partner asked first, this is the yes). */
    callConfirmed(state) {
      if (state.phase !== 'matched') return;
      delete state.confirmingCall;
      state.starting = true;
    },
    /** What a call with the partner costs this side (the quote of a call from the wall). */
    callQuoted(state, action: PayloadAction<CallQuote>) {
      if (state.match?.matchId === action.payload.matchId) state.quote = action.payload;
    },
    /** This side's invitation went out: it waits for the partner's answer. */
    callInviteSent(state, action: PayloadAction<{ pricePerMinute: number }>) {
      state.starting = false;
      state.invite = { from: 'mine', pricePerMinute: action.payload.pricePerMinute };
    },
    /** The partner asks this side to go on into a call they pay for. */
    callInvited(state, action: PayloadAction<{ matchId: string; pricePerMinute: number }>) {
      if (state.match?.matchId !== action.payload.matchId) return;
      state.invite = { from: 'theirs', pricePerMinute: action.payload.pricePerMinute };
      delete state.inviteNotice;
      stopAutoNext(state);
    },
    /** This side accepts the partner's invitation. */
    inviteAccepted(state) {
      if (state.invite?.from === 'theirs') state.starting = true;
    },
    /** This side says no to the partner's invitation, or takes its own back. */
    inviteDeclined(state) {
      delete state.invite;
    },
    /** The invitation is over without a call (declined, withdrawn, coins gone, failed). */
    inviteEnded(state, action: PayloadAction<{ matchId: string; notice: InviteNotice }>) {
      if (state.match?.matchId !== action.payload.matchId) return;
      delete state.invite;
      state.starting = false;
      state.inviteNotice = action.payload.notice;
    },
    matchingAnswered(state, action: PayloadAction<{ quota: MatchQuota }>) {
      // An answer that arrives after the match it waited for (the realtime event came first) counted the quota
      // before that match: it would show one free match too many. The quota read for the match (`quotaKnown`) stands.
      if (state.phase !== 'matching') return;
      state.quota = action.payload.quota;
    },
    /**
     * A match (`awaitVideo` when a video port joins its room: the auto-next count then waits for the partner's video,
     * `partnerShown`, or PARTNER_VIDEO_WAIT_MS at most; without video the partner's card shows at once).
     */
    matched(state, action: PayloadAction<{ match: MatchInfo; at: number; awaitVideo?: boolean }>) {
      const { match, at, awaitVideo = false } = action.payload;
      // A match arrives twice (the HTTP answer and the realtime event): the first wins.
      if (state.match?.matchId === match.matchId || state.phase !== 'matching') return;
      state.phase = 'matched';
      state.match = match;
      state.matchedAt = at;
      // A call refused with the last partner says nothing about this one.
      delete state.failure;
      state.nextEnabledAt = at + MATCH_LIMITS.nextButtonCountdownMs;
      // Random mode moves on by itself, into a free match only, once the partner has been seen for its count.
      stopAutoNext(state);
      delete state.partnerVideoShown;
      if (match.mode !== 'random' || nextMatchPrice(state) > 0) return;
      if (awaitVideo) state.autoNextWaitsUntil = at + PARTNER_VIDEO_WAIT_MS;
      else state.autoNextAt = at + MATCH_LIMITS.autoNextMs;
    },
    /**
     * The partner is on screen at `at`: their video played its first frames (`video`), or their card stands in for a
     * video that is not coming (this side's camera refused, or PARTNER_VIDEO_WAIT_MS passed). The auto-next count
     * starts then; the video's first frames restart it once even after the card, so the user always sees the
     * partner's video for the whole count before moving on.
     */
    partnerShown(state, action: PayloadAction<{ matchId: string; at: number; video: boolean }>) {
      const { matchId, at, video } = action.payload;
      if (state.match?.matchId !== matchId) return;
      const armed = state.autoNextAt !== undefined || state.autoNextWaitsUntil !== undefined;
      if (video) {
        if (state.partnerVideoShown) return;
        state.partnerVideoShown = true;
      } else if (state.autoNextWaitsUntil === undefined) return;
      if (!armed) return;
      delete state.autoNextWaitsUntil;
      state.autoNextAt = at + MATCH_LIMITS.autoNextMs;
    },
    /**
     * Stay (issue 18): this side keeps the match with the partner; its auto-next count stops for this match and
     * does not start again when the partner's video comes.
     */
    stayPressed(state) {
      if (state.phase === 'matched') stopAutoNext(state);
    },
    /** The partner pressed Stay (realtime `matchStayed`): this side's count stops too, so neither cuts the other. */
    partnerStayed(state, action: PayloadAction<{ matchId: string }>) {
      if (state.phase === 'matched' && state.match?.matchId === action.payload.matchId) stopAutoNext(state);
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
      state.lastEnd = action.payload.reason;
      clearMatch(state);
      // Back to the queue by itself only while the next match is free: a paid one waits for a press that shows
      // its price (issue 11: no charge without the user knowing it first).
      state.phase = nextMatchPrice(state) === 0 ? 'matching' : 'idle';
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
    /** The quota as the gateway counts it now (after a match, say): whether the next match is free. */
    quotaKnown(state, action: PayloadAction<MatchQuota>) {
      state.quota = action.payload;
      // A random match moves on by itself only into a free match.
      if (nextMatchPrice(state) > 0) stopAutoNext(state);
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
  modeChosen,
  startAsked,
  startPriceAsked,
  startConfirmDismissed,
  callConfirmDismissed,
  callConfirmed,
  callQuoted,
  callInviteSent,
  callInvited,
  inviteAccepted,
  inviteDeclined,
  inviteEnded,
  quotaKnown,
  startPressed,
  nextPressed,
  stopPressed,
  stayPressed,
  partnerStayed,
  callPressed,
  matchingAnswered,
  matched,
  partnerShown,
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
