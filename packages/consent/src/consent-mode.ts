import type { ConsentRecord } from './record.ts';

/** Google Consent Mode v2's four signals. */
export interface ConsentModeSignals {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** The page's `gtag`, defined the way Google's snippet defines it when the page has none yet. */
function gtagOf(win: Window): (...args: unknown[]) => void {
  const page = win as Window & GtagWindow;
  page.dataLayer ??= [];
  page.gtag ??= function gtag() {
    // Google's tag reads the `arguments` object itself from the data layer, not an array.
    // eslint-disable-next-line prefer-rest-params
    page.dataLayer!.push(arguments);
  };
  return page.gtag;
}

const DENIED: ConsentModeSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/**
 * Sets every signal to denied before anything else runs; a later choice updates them. Once a page: the web app sets
 * them first thing and `startConsent` again, later.
 */
export function setConsentModeDefaults(win: Window): void {
  const gtag = gtagOf(win);
  const set = (win as Window & GtagWindow).dataLayer!.some(
    (entry) =>
      (entry as ArrayLike<unknown>)[0] === 'consent' && (entry as ArrayLike<unknown>)[1] === 'default',
  );
  if (!set) gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
}

/**
 * The signals a TCF choice gives (Google's mapping for TCF: storage needs purpose 1; ad personalisation purposes 3
 * and 4; ad user data purposes 1 and 7; analytics purpose 1 and 8, measuring content performance).
 */
export function signalsOfRecord(record: Pick<ConsentRecord, 'purposes'>): ConsentModeSignals {
  const has = (...ids: number[]) => (ids.every((id) => record.purposes.includes(id)) ? 'granted' : 'denied');
  return {
    ad_storage: has(1),
    ad_user_data: has(1, 7),
    ad_personalization: has(3, 4),
    analytics_storage: has(1, 8),
  };
}

export const ALL_GRANTED: ConsentModeSignals = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

export function updateConsentMode(win: Window, signals: ConsentModeSignals): void {
  gtagOf(win)('consent', 'update', signals);
}
