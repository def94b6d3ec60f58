import { PAGE_LOAD_EVENT_ID, USAGE_PLACE_ID, type UsageEventInput } from '@aura/contracts';

/** What every usage event of a page says about its visitor. */
export interface UsageContext {
  loggedIn: boolean;
  country?: string;
  language?: string;
  /** The device model as the browser tells it (user agent data's platform and model, or the user agent). */
  deviceModel?: string;
}

/** The device model info the browser gives without asking (spec §3's device model info). */
export function deviceModelOf(nav: Navigator): string {
  const data = (nav as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } }).userAgentData;
  const text = data?.platform ? `${data.platform}${data.mobile ? ' mobile' : ''}` : nav.userAgent;
  return text.slice(0, 128);
}

/** A usage-tracking event (spec §3): xaid 3 when logged in, else 0, place 106. */
export function usageEvent(
  context: UsageContext,
  event: { eventId: string; targetUserId?: string; freeName1?: string; freeName2?: string },
  now = Date.now(),
): UsageEventInput {
  // Missing fields stay undefined, which JSON leaves out.
  return {
    ...event,
    placeId: USAGE_PLACE_ID,
    xaid: context.loggedIn ? 3 : 0,
    time: now,
    country: context.country,
    language: context.language,
    deviceModel: context.deviceModel,
  };
}

/**
 * The page-load report (event 106-6-1-2): the response time (request start to response end) and the load time
 * (navigation start to the load event's end) of the page's navigation, with its path. Undefined before the load
 * event has ended or without navigation timing.
 */
export function pageLoadReport(
  context: UsageContext,
  performance: Performance,
  path: string,
  now = Date.now(),
): UsageEventInput | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.loadEventEnd <= 0) return undefined;
  return {
    ...usageEvent(context, { eventId: PAGE_LOAD_EVENT_ID }, now),
    path: path.slice(0, 512),
    responseTimeMs: Math.max(0, Math.round(navigation.responseEnd - navigation.requestStart)),
    loadTimeMs: Math.max(0, Math.round(navigation.loadEventEnd - navigation.startTime)),
  };
}

/**
 * Runs `send` once the page's load event has ended (its timing is known only then: inside a load listener
 * `loadEventEnd` is still 0).
 */
export function afterLoad(win: Window, send: () => void): void {
  const later = () => void win.setTimeout(send, 0);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
