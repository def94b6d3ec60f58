import { BUSINESS_CODES, type ServerMessage } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { MATCHING_DEPENDENCIES_CONTEXT_KEY, type MatchingApi } from '../ports.ts';
import { reportOpened, reportSent, reportSlice, reportSubmitted } from '../report-slice.ts';
import { matchingSlice, stopPressed } from '../slice.ts';
import { sampleMatch, sampleQuota } from '../testing/fixtures.ts';
import { matchingSaga } from './matching-saga.ts';

/** The matching sagas on a real store of both slices, the gateway's report answered by `report`. */
function setUp(report: MatchingApi['report']) {
  const match = sampleMatch();
  const api = {
    matching: vi.fn(async () => ({ state: 'matched' as const, match, quota: sampleQuota })),
    exitMatch: vi.fn(async () => ({ state: 'cancelled' })),
    quota: vi.fn(async () => sampleQuota),
    report: vi.fn(report),
  } as unknown as MatchingApi;
  const sagas = createSagaMiddleware({
    context: {
      [MATCHING_DEPENDENCIES_CONTEXT_KEY]: {
        api,
        realtime: { onMessage: (_listener: (message: ServerMessage) => void) => () => undefined },
      },
    },
  });
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      [matchingSlice.reducerPath]: matchingSlice.reducer,
      [reportSlice.reducerPath]: reportSlice.reducer,
    },
    preloadedState: {
      [matchingSlice.reducerPath]: { ...matchingSlice.getInitialState(), phase: 'matched' as const, match },
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  sagas.run(matchingSaga);
  const target = { subject: 'match' as const, id: match.matchId, name: match.partner.userName };
  return { store, api, seen, match, target };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the report saga', () => {
  it('sends the open report of a match; a block stops the match at once', async () => {
    const bed = setUp(async () => ({ reportId: '7', blocked: true }));
    bed.store.dispatch(reportOpened(bed.target));
    bed.store.dispatch(reportSubmitted({ reason: 'harassment', comment: '  rude  ', block: true }));
    expect(bed.store.getState().report.status).toBe('sending');
    await settled();
    expect(bed.api.report).toHaveBeenCalledWith({
      subject: 'match',
      id: bed.match.matchId,
      reason: 'harassment',
      comment: 'rude',
      block: true,
    });
    expect(bed.store.getState().report).toMatchObject({ status: 'sent', blocked: true, target: bed.target });
    expect(bed.seen.some(reportSent.match)).toBe(true);
    expect(bed.seen.some(stopPressed.match)).toBe(true);
  });

  it('without a block the match goes on; an empty comment is not sent', async () => {
    const bed = setUp(async () => ({ reportId: '8', blocked: false }));
    bed.store.dispatch(reportOpened(bed.target));
    bed.store.dispatch(reportSubmitted({ reason: 'other', comment: '   ', block: false }));
    await settled();
    expect(bed.api.report).toHaveBeenCalledWith({ subject: 'match', id: bed.match.matchId, reason: 'other' });
    expect(bed.store.getState().report).toMatchObject({ status: 'sent', blocked: false });
    expect(bed.seen.some(stopPressed.match)).toBe(false);
    expect(bed.store.getState().matching.phase).toBe('matched');
  });

  it('a report of a call leaves the match alone, and a refused report can be sent again', async () => {
    const bed = setUp(async () => {
      throw new GatewayCallError({
        code: BUSINESS_CODES.callNotFound,
        message: 'No such call.',
        reason: 'server',
        call: 'POST',
      });
    });
    bed.store.dispatch(reportOpened({ subject: 'call', id: '12', name: 'Bo' }));
    bed.store.dispatch(reportSubmitted({ reason: 'scam', block: true }));
    await settled();
    expect(bed.store.getState().report.status).toBe('failed');
    expect(bed.seen.some(stopPressed.match)).toBe(false);
  });
});
