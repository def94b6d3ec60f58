import { BUSINESS_CODES, MATCH_LIMITS, type ServerMessage } from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { GatewayCallError } from '@aura/gateway-client';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MATCHING_DEPENDENCIES_CONTEXT_KEY, type MatchingApi } from '../ports.ts';
import {
  callConfirmed,
  callPressed,
  hangUpPressed,
  inviteAccepted,
  inviteDeclined,
  startAsked,
  matchBecameCall,
  matchingSlice,
  modeChosen,
  nextMatchPrice,
  nextPressed,
  PARTNER_VIDEO_WAIT_MS,
  partnerShown,
  startPressed,
  stayPressed,
  stopPressed,
} from '../slice.ts';
import { sampleCall, sampleMatch, sampleQuota } from '../testing/fixtures.ts';
import { matchingSaga } from './matching-saga.ts';

const PRICE = MATCH_LIMITS.normalPrice * 4;
const sampleQuote = {
  pricePerMinute: PRICE,
  currentCoin: PRICE * 3,
  canAfford: true,
  remoteUserInfo: { id: '100077', userName: 'Noor', avatar: '', isHost: false, status: 2 as const },
};

/** Call pressed, its price confirmed: what a user does to ask the partner. */
function askForCall(bed: ReturnType<typeof setUp>) {
  bed.store.dispatch(callPressed());
  expect(bed.state().confirmingCall).toBe(true);
  bed.store.dispatch(callConfirmed());
}

function refusal(code: number, data?: unknown) {
  return new GatewayCallError({ code, message: 'refused', data, reason: 'server', call: 'POST /matches' });
}

function setUp(api: Partial<MatchingApi> = {}, { withVideo = true }: { withVideo?: boolean } = {}) {
  const listeners = new Set<(message: ServerMessage) => void>();
  const fullApi: MatchingApi = {
    matching: vi.fn(async () => ({ state: 'matching' as const, quota: sampleQuota })),
    exitMatch: vi.fn(async () => ({ state: 'cancelled' })),
    quota: vi.fn(async () => sampleQuota),
    callQuote: vi.fn(async () => sampleQuote),
    beginMinCall: vi.fn(async () => ({ state: 'invited' as const, pricePerMinute: PRICE })),
    declineMinCall: vi.fn(async () => ({ state: 'declined' as const })),
    hangUp: vi.fn(async () => ({ skipped: false })),
    report: vi.fn(async () => ({ reportId: '1', blocked: false })),
    stay: vi.fn(async () => ({ state: 'stayed' })),
    ...api,
  };
  const video = { join: vi.fn(), leave: vi.fn() };
  const sagas = createSagaMiddleware({
    context: {
      [MATCHING_DEPENDENCIES_CONTEXT_KEY]: {
        api: fullApi,
        ...(withVideo ? { video } : {}),
        realtime: {
          onMessage(listener: (message: ServerMessage) => void) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
      },
    },
  });
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [matchingSlice.reducerPath]: matchingSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  /** The rooms the saga handed to the call screen (`matching/becameCall`). */
  const handedOver = () => seen.filter(matchBecameCall.match).map((action) => action.payload.roomNum);
  const task = sagas.run(matchingSaga);
  const push = (message: ServerMessage) => listeners.forEach((listener) => listener(message));
  return { store, api: fullApi, video, push, task, handedOver, state: () => store.getState().matching };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('matchingSaga', () => {
  it('starts matching, takes the match from realtime, joins its video, and moves on auto-next after the video plays', async () => {
    const bed = setUp();
    bed.store.dispatch(startPressed({ mode: 'random' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.matching).toHaveBeenCalledWith({ mode: 'random' });
    expect(bed.state()).toMatchObject({ phase: 'matching', quota: sampleQuota });

    const match = sampleMatch();
    bed.push({ type: 'matched', match });
    expect(bed.state()).toMatchObject({ phase: 'matched', match });
    expect(bed.state().nextEnabledAt! - bed.state().matchedAt!).toBe(MATCH_LIMITS.nextButtonCountdownMs);
    expect(bed.video.join).toHaveBeenCalledWith(match);
    // The same match again (the HTTP answer after the event) changes nothing.
    bed.push({ type: 'matched', match });
    expect(bed.video.join).toHaveBeenCalledTimes(1);

    // The count waits for the partner's video (slow to connect here): nobody moves on unseen.
    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS - 1);
    expect(bed.state().phase).toBe('matched');
    expect(bed.state().autoNextAt).toBeUndefined();
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    expect(bed.state().autoNextAt).toBe(Date.now() + MATCH_LIMITS.autoNextMs);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs - 1);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    expect(bed.state().phase).toBe('matching');
    bed.task.cancel();
  });

  // Regression (issue 18): the free-match counter lagged by one on the side that waited. Its Start answer
  // ('matching', counted before the match) came after the realtime `matched` and overwrote the quota read for the
  // match.
  it('a Start answer that arrives after the match does not put back the quota from before it', async () => {
    const match = sampleMatch();
    const before = { ...sampleQuota, freeLeft: 2 };
    const after = { ...sampleQuota, freeLeft: 1 };
    type Answer = Awaited<ReturnType<MatchingApi['matching']>>;
    let answer: (value: Answer) => void = () => {};
    const bed = setUp({
      matching: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
      quota: vi.fn(async () => after),
    });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    bed.push({ type: 'matched', match });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({ phase: 'matched', quota: after });
    answer({ state: 'matching', quota: before });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().quota).toEqual(after);
    bed.task.cancel();
  });

  it('Stay during the count keeps the match: nothing moves on, and the video coming later does not start it again (issue 18)', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    expect(bed.state().autoNextAt).toBe(Date.now() + MATCH_LIMITS.autoNextMs);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs - 1);
    bed.store.dispatch(stayPressed());
    expect(bed.state().autoNextAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * MATCH_LIMITS.autoNextMs);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    expect(bed.state()).toMatchObject({ phase: 'matched', match });
    // The partner is told, so their count stops too.
    expect(bed.api.stay).toHaveBeenCalledWith(match.matchId);
    // Next still works when the user wants it.
    bed.store.dispatch(nextPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    bed.task.cancel();
  });

  it('the partner’s Stay (realtime matchStayed) stops this side’s count too', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs / 2);
    // Another match's word changes nothing here.
    bed.push({ type: 'matchStayed', matchId: `${match.matchId}0` });
    expect(bed.state().autoNextAt).toBeDefined();
    bed.push({ type: 'matchStayed', matchId: match.matchId });
    expect(bed.state().autoNextAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * MATCH_LIMITS.autoNextMs);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    expect(bed.state().phase).toBe('matched');
    // Only this side's own Stay tells the gateway.
    expect(bed.api.stay).not.toHaveBeenCalled();
    bed.task.cancel();
  });

  it('Stay while the partner’s video is still awaited: no count starts with the card or the video', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().autoNextWaitsUntil).toBeDefined();
    bed.store.dispatch(stayPressed());
    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS + MATCH_LIMITS.autoNextMs);
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    await vi.advanceTimersByTimeAsync(2 * MATCH_LIMITS.autoNextMs);
    expect(bed.state().autoNextAt).toBeUndefined();
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    expect(bed.state().phase).toBe('matched');
    bed.task.cancel();
  });

  it('a video that does not come: the count starts after the wait with the card; the video coming later restarts it once', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    const matchedAt = bed.state().matchedAt!;
    expect(bed.state().autoNextWaitsUntil).toBe(matchedAt + PARTNER_VIDEO_WAIT_MS);

    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS);
    expect(bed.state().autoNextAt).toBe(matchedAt + PARTNER_VIDEO_WAIT_MS + MATCH_LIMITS.autoNextMs);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs / 2);
    // The video plays at last: the user gets its whole count of seeing the partner.
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    const restarted = Date.now() + MATCH_LIMITS.autoNextMs;
    expect(bed.state().autoNextAt).toBe(restarted);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs / 2);
    // Playing again after a stall does not restart it.
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: true }));
    expect(bed.state().autoNextAt).toBe(restarted);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs / 2 - 1);
    expect(bed.state().phase).toBe('matched');
    await vi.advanceTimersByTimeAsync(1);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    bed.task.cancel();
  });

  it("no video to wait for: without a video port, or this side's camera refused, the count starts at once", async () => {
    const match = sampleMatch();
    const bare = setUp({}, { withVideo: false });
    vi.mocked(bare.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bare.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bare.state().autoNextAt).toBe(bare.state().matchedAt! + MATCH_LIMITS.autoNextMs);
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs);
    expect(bare.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    bare.task.cancel();

    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.nextButtonCountdownMs);
    // The camera refused: the partner's card shows from now on.
    bed.store.dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video: false }));
    expect(bed.state().autoNextWaitsUntil).toBeUndefined();
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs - 1);
    expect(bed.state().phase).toBe('matched');
    await vi.advanceTimersByTimeAsync(1);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    bed.task.cancel();
  });

  it('Next leaves the match for another; the partner leaving sends the user back to the queue', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().phase).toBe('matched');
    bed.store.dispatch(nextPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });

    const second = sampleMatch({ matchId: '42' });
    bed.push({ type: 'matched', match: second });
    bed.push({ type: 'matchEnded', matchId: second.matchId, reason: 'partnerLeft' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({ phase: 'matching', lastEnd: 'partnerLeft' });
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random' });
    bed.task.cancel();
  });

  it('shows the limit reached, with when it lifts, for "Daily meet chance used up" and "Match limit used up"', async () => {
    const resetsAt = Date.parse('2026-11-22T00:00:00Z');
    const bed = setUp({
      matching: vi.fn(async () => {
        throw refusal(BUSINESS_CODES.dailyMeetChanceUsedUp, { resetsAt });
      }),
    });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({
      phase: 'limited',
      limit: { code: BUSINESS_CODES.dailyMeetChanceUsedUp, resetsAt },
    });

    // While waiting, a pass may find the free matches gone: the gateway says so over realtime.
    bed.store.dispatch(startPressed());
    bed.push({ type: 'error', code: BUSINESS_CODES.matchLimitUsedUp, message: 'x', data: { resetsAt } });
    expect(bed.state()).toMatchObject({ phase: 'limited', limit: { code: BUSINESS_CODES.matchLimitUsedUp } });
    bed.task.cancel();
  });

  it('Face to Face does not move on by itself; going on into a call begins the minute-billed call', async () => {
    const match = sampleMatch({ mode: 'faceToFace', decideBy: Date.now() + MATCH_LIMITS.faceToFaceDecideMs });
    const bed = setUp({
      matching: vi.fn(async () => ({ state: 'matched' as const, match, quota: sampleQuota })),
      // The partner had asked already: this side's yes makes the call.
      beginMinCall: vi.fn(async () => ({ state: 'connected' as const, session: sampleCall(match) })),
    });
    bed.store.dispatch(startPressed({ mode: 'faceToFace' }));
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs * 2);
    expect(bed.state().phase).toBe('matched');
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledWith(match.matchId, false);
    expect(bed.state()).toMatchObject({ phase: 'inCall', starting: false });
    expect(bed.state().call?.call.roomNum).toBe(match.roomNum);
    // The call screen takes the call up, with the match's media.
    expect(bed.handedOver()).toEqual([match.roomNum]);
    // The call keeps the match's room: the video runs on until the call is over.
    expect(bed.video.leave).not.toHaveBeenCalled();
    const ended = { ...sampleCall(match).call, state: 'ended' as const, outcome: 'hungUp' as const };
    bed.push({ type: 'callState', call: ended });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().phase).toBe('idle');
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    bed.task.cancel();
  });

  it("Face to Face's countdown running out waits for a press: the next one costs coins again", async () => {
    const match = sampleMatch({ mode: 'faceToFace', decideBy: Date.now() + MATCH_LIMITS.faceToFaceDecideMs });
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed({ mode: 'faceToFace' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().phase).toBe('matched');
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.faceToFaceDecideMs);
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'timedOut' });
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs);
    expect(bed.state()).toMatchObject({ phase: 'idle', lastEnd: 'timedOut', mode: 'faceToFace' });
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    bed.task.cancel();
  });

  it('never moves on by itself into a paid match, nor back to the queue when the partner leaves', async () => {
    const match = sampleMatch();
    const used = { ...sampleQuota, freeLeft: 0 };
    const bed = setUp({ quota: vi.fn(async () => used) });
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    // The quota read after the match says the free matches are gone: no auto-next.
    expect(bed.state().quota).toEqual(used);
    expect(bed.state().autoNextAt).toBeUndefined();
    expect(bed.state().autoNextWaitsUntil).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS + MATCH_LIMITS.autoNextMs);
    expect(bed.state().phase).toBe('matched');
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'partnerLeft' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({ phase: 'idle', lastEnd: 'partnerLeft' });
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    bed.task.cancel();
  });

  it('shows the price of a call with the partner before Call is pressed, and asks the partner first', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.callQuote).toHaveBeenCalledWith(match.partner.userId);
    expect(bed.state().quote).toEqual({ matchId: match.matchId, pricePerMinute: PRICE, canAfford: true });
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({
      phase: 'matched',
      invite: { from: 'mine', pricePerMinute: PRICE },
      starting: false,
    });
    // Waiting for the answer, the match does not move on by itself, nor shows a countdown to moving on.
    expect(bed.state().autoNextAt).toBeUndefined();
    expect(bed.state().autoNextWaitsUntil).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS + MATCH_LIMITS.autoNextMs);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    bed.push({ type: 'matchCall', matchId: match.matchId, outcome: 'declined' });
    expect(bed.state()).toMatchObject({ phase: 'matched', inviteNotice: 'declined' });
    expect(bed.state().invite).toBeUndefined();
    // Asked again, and taken back.
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    bed.store.dispatch(inviteDeclined());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.declineMinCall).toHaveBeenCalledWith(match.matchId);
    expect(bed.state().invite).toBeUndefined();
    // Accepted by the partner: the call screen takes the room up.
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'converted' });
    expect(bed.handedOver()).toEqual([match.roomNum]);
    bed.task.cancel();
  });

  it("asks this side when the partner invites: Accept makes the call, only ever as the partner's", async () => {
    const match = sampleMatch();
    const bed = setUp({
      beginMinCall: vi.fn(async () => ({ state: 'connected' as const, session: sampleCall(match) })),
    });
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    bed.push({ type: 'matchCall', matchId: match.matchId, outcome: 'invited', pricePerMinute: PRICE });
    expect(bed.state().invite).toEqual({ from: 'theirs', pricePerMinute: PRICE });
    expect(bed.state().autoNextAt).toBeUndefined();
    expect(bed.state().autoNextWaitsUntil).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PARTNER_VIDEO_WAIT_MS + MATCH_LIMITS.autoNextMs);
    expect(bed.state().phase).toBe('matched');
    bed.store.dispatch(inviteAccepted());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledWith(match.matchId, true);
    expect(bed.state().phase).toBe('inCall');
    expect(bed.handedOver()).toEqual([match.roomNum]);
    bed.task.cancel();
  });

  it('the partner going on into a call keeps this side in the room as the call', async () => {
    const match = sampleMatch();
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'converted' });
    expect(bed.state()).toMatchObject({ phase: 'inCall', callRoom: match.roomNum });
    expect(bed.handedOver()).toEqual([match.roomNum]);
    // No auto-next in a call, and no new matching.
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs * 2);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    expect(bed.video.leave).not.toHaveBeenCalled();
    // Hanging up ends the call in its room and leaves the video.
    bed.store.dispatch(hangUpPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.hangUp).toHaveBeenCalledWith(match.roomNum);
    expect(bed.state().phase).toBe('idle');
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    bed.task.cancel();
  });

  it('a call refused because the partner takes video only from friends keeps the match and says why', async () => {
    const match = sampleMatch();
    const bed = setUp({
      matching: vi.fn(async () => ({ state: 'matched' as const, match, quota: sampleQuota })),
      beginMinCall: vi.fn(async () => {
        throw refusal(BUSINESS_CODES.videoFriendsOnly);
      }),
    });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledWith(match.matchId, false);
    expect(bed.state()).toMatchObject({
      phase: 'matched',
      match: { matchId: match.matchId },
      failure: BUSINESS_CODES.videoFriendsOnly,
      starting: false,
    });
    // Nothing went to the call screen, and the match's video runs on.
    expect(bed.handedOver()).toEqual([]);
    expect(bed.video.leave).not.toHaveBeenCalled();
    // Trying again clears the refusal while the gateway is asked.
    askForCall(bed);
    expect(bed.state().failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledTimes(2);
    expect(bed.state().failure).toBe(BUSINESS_CODES.videoFriendsOnly);
    bed.task.cancel();
  });

  it('a call refused for coins keeps the match; Stop leaves the queue on the gateway', async () => {
    const match = sampleMatch();
    const bed = setUp({
      matching: vi.fn(async () => ({ state: 'matched' as const, match, quota: sampleQuota })),
      beginMinCall: vi.fn(async () => {
        throw refusal(BUSINESS_CODES.insufficientCoins);
      }),
    });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    askForCall(bed);
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({
      phase: 'matched',
      failure: BUSINESS_CODES.insufficientCoins,
      starting: false,
    });
    bed.store.dispatch(stopPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.exitMatch).toHaveBeenCalledTimes(1);
    expect(bed.state().phase).toBe('idle');
    expect(bed.state().lastEnd).toBeUndefined();
    expect(bed.video.leave).toHaveBeenCalled();
    bed.task.cancel();
  });
});

describe('Start', () => {
  it('starts a free match at once, by the allowance read when it is pressed', async () => {
    const bed = setUp();
    bed.store.dispatch(startAsked());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.quota).toHaveBeenCalledTimes(1);
    expect(bed.api.matching).toHaveBeenCalledWith({ mode: 'random' });
    expect(bed.state().startConfirm).toBeUndefined();
    bed.task.cancel();
  });

  it('asks for the price of a paid match first, and searches nothing before the yes', async () => {
    const used = { ...sampleQuota, freeLeft: 0 };
    const bed = setUp({ quota: vi.fn(async () => used) });
    bed.store.dispatch(startAsked());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({ phase: 'idle', startConfirm: { price: used.price } });
    expect(bed.api.matching).not.toHaveBeenCalled();
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.matching).toHaveBeenCalledWith({ mode: 'random' });
    expect(bed.state().startConfirm).toBeUndefined();
    bed.task.cancel();
  });

  it('starts a VIP’s random match at once though the free matches are used up (spec §6)', async () => {
    const vip = { ...sampleQuota, freeLeft: 0, vip: true };
    const bed = setUp({ quota: vi.fn(async () => vip) });
    bed.store.dispatch(startAsked());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().startConfirm).toBeUndefined();
    expect(bed.api.matching).toHaveBeenCalledWith({ mode: 'random' });
    expect(nextMatchPrice(bed.state())).toBe(0);
    bed.task.cancel();
  });

  it('asks for Face to Face’s coins every time', async () => {
    const bed = setUp();
    bed.store.dispatch(modeChosen('faceToFace'));
    bed.store.dispatch(startAsked());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().startConfirm).toEqual({ price: MATCH_LIMITS.faceToFaceCoins });
    expect(bed.api.matching).not.toHaveBeenCalled();
    bed.task.cancel();
  });

  it('starts nothing when the allowance cannot be read', async () => {
    const bed = setUp({
      quota: vi.fn(async () => {
        throw refusal(BUSINESS_CODES.matchNotFound);
      }),
    });
    bed.store.dispatch(startAsked());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().phase).toBe('failed');
    expect(bed.api.matching).not.toHaveBeenCalled();
    bed.task.cancel();
  });
});

describe('signing out', () => {
  it('ends what matching runs: the request in flight, the match and its video, and the slice starts afresh', async () => {
    type Answer = Awaited<ReturnType<MatchingApi['matching']>>;
    let answer: (value: Answer) => void = () => {};
    const bed = setUp({ matching: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))) });
    const match = sampleMatch();
    bed.store.dispatch(startPressed({ mode: 'faceToFace' }));
    await vi.advanceTimersByTimeAsync(0);
    bed.push({ type: 'matched', match });
    expect(bed.state()).toMatchObject({ phase: 'matched', mode: 'faceToFace' });
    expect(bed.video.join).toHaveBeenCalledWith(match);

    bed.store.dispatch(signedOut({ reason: 'logout' }));
    expect(bed.state()).toEqual(matchingSlice.getInitialState());
    // The camera is let go and the room left, now, not when a countdown would have run out.
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    // The answer to the last user's request changes nothing any more, nor does their partner's news.
    answer({ state: 'matched', match: sampleMatch({ matchId: '43' }), quota: sampleQuota });
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'converted' });
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs * 2);
    expect(bed.state()).toEqual(matchingSlice.getInitialState());
    expect(bed.handedOver()).toEqual([]);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);

    // The next user starts matching as before.
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matching', quota: sampleQuota });
    bed.store.dispatch(startPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random' });
    expect(bed.state()).toMatchObject({ phase: 'matching', quota: sampleQuota });
    bed.push({ type: 'matched', match: sampleMatch({ matchId: '44' }) });
    expect(bed.state().phase).toBe('matched');
    expect(bed.video.join).toHaveBeenCalledTimes(2);
    bed.task.cancel();
  });
});
