import { BUSINESS_CODES, MATCH_LIMITS, type ServerMessage } from '@aura/contracts';
import { signedOut } from '@aura/auth';
import { GatewayCallError } from '@aura/gateway-client';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MATCHING_DEPENDENCIES_CONTEXT_KEY, type MatchingApi } from '../ports.ts';
import {
  callPressed,
  hangUpPressed,
  matchBecameCall,
  matchingSlice,
  nextPressed,
  startPressed,
  stopPressed,
} from '../slice.ts';
import { sampleCall, sampleMatch, sampleQuota } from '../testing/fixtures.ts';
import { matchingSaga } from './matching-saga.ts';

function refusal(code: number, data?: unknown) {
  return new GatewayCallError({ code, message: 'refused', data, reason: 'server', call: 'POST /matches' });
}

function setUp(api: Partial<MatchingApi> = {}) {
  const listeners = new Set<(message: ServerMessage) => void>();
  const fullApi: MatchingApi = {
    matching: vi.fn(async () => ({ state: 'matching' as const, quota: sampleQuota })),
    exitMatch: vi.fn(async () => ({ state: 'cancelled' })),
    beginMinCall: vi.fn(async () => sampleCall(sampleMatch())),
    hangUp: vi.fn(async () => ({ skipped: false })),
    ...api,
  };
  const video = { join: vi.fn(), leave: vi.fn() };
  const sagas = createSagaMiddleware({
    context: {
      [MATCHING_DEPENDENCIES_CONTEXT_KEY]: {
        api: fullApi,
        video,
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
  it('starts matching, takes the match from realtime, joins its video, and moves on by itself after auto-next', async () => {
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

    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs - 1);
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'random', nextOf: match.matchId });
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
    expect(bed.state().phase).toBe('matching');
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
    });
    bed.store.dispatch(startPressed({ mode: 'faceToFace' }));
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.autoNextMs * 2);
    expect(bed.state().phase).toBe('matched');
    expect(bed.api.matching).toHaveBeenCalledTimes(1);
    bed.store.dispatch(callPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledWith(match.matchId);
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

  it("Face to Face's countdown running out goes back to the queue skipping that partner, like Next", async () => {
    const match = sampleMatch({ mode: 'faceToFace', decideBy: Date.now() + MATCH_LIMITS.faceToFaceDecideMs });
    const bed = setUp();
    vi.mocked(bed.api.matching).mockResolvedValueOnce({ state: 'matched', match, quota: sampleQuota });
    bed.store.dispatch(startPressed({ mode: 'faceToFace' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state().phase).toBe('matched');
    await vi.advanceTimersByTimeAsync(MATCH_LIMITS.faceToFaceDecideMs);
    bed.push({ type: 'matchEnded', matchId: match.matchId, reason: 'timedOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.state()).toMatchObject({ phase: 'matching', lastEnd: 'timedOut' });
    expect(bed.api.matching).toHaveBeenLastCalledWith({ mode: 'faceToFace', nextOf: match.matchId });
    expect(bed.video.leave).toHaveBeenCalledTimes(1);
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
    bed.store.dispatch(callPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(bed.api.beginMinCall).toHaveBeenCalledWith(match.matchId);
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
    bed.store.dispatch(callPressed());
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
    bed.store.dispatch(callPressed());
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
    expect(bed.video.leave).toHaveBeenCalled();
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
