import { PAGE_LOAD_EVENT_ID } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { pageLoadReport, usageEvent } from './usage.ts';

function performanceWith(entry: Partial<PerformanceNavigationTiming> | undefined): Performance {
  return { getEntriesByType: () => (entry ? [entry] : []) } as unknown as Performance;
}

describe('usage events', () => {
  it('says xaid 3 for a signed-in visitor and 0 otherwise, at place 106', () => {
    expect(usageEvent({ loggedIn: true }, { eventId: '106-1' }, 5)).toEqual({
      eventId: '106-1',
      placeId: 106,
      xaid: 3,
      time: 5,
    });
    expect(usageEvent({ loggedIn: false, country: 'TR' }, { eventId: '106-1' }, 5)).toMatchObject({
      xaid: 0,
      country: 'TR',
    });
  });

  it('reports a page load with its response and load times once the load event ended', () => {
    const report = pageLoadReport(
      { loggedIn: false },
      performanceWith({ startTime: 0, requestStart: 10.2, responseEnd: 52.7, loadEventEnd: 380.4 }),
      '/tr/',
      7,
    );
    expect(report).toMatchObject({
      eventId: PAGE_LOAD_EVENT_ID,
      path: '/tr/',
      responseTimeMs: 43,
      loadTimeMs: 380,
    });
    expect(pageLoadReport({ loggedIn: false }, performanceWith({ loadEventEnd: 0 }), '/')).toBeUndefined();
    expect(pageLoadReport({ loggedIn: false }, performanceWith(undefined), '/')).toBeUndefined();
  });
});
