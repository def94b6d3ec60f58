/** One analytics event, in the tag-manager shape: its name in `event`, its details beside it. */
export interface AnalyticsEvent {
  event: string;
  [detail: string]: string | number | boolean | undefined;
}

/** Where analytics events go; the shell picks the adapter, tests record them. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes events onto `window.dataLayer`, the queue a tag manager reads (and reads back when it loads later), so
 * nothing is lost before consent lets its script load.
 */
export function browserAnalytics(target: DataLayerWindow = globalThis as DataLayerWindow): AnalyticsPort {
  return {
    track(event) {
      target.dataLayer ??= [];
      target.dataLayer.push(event);
    },
  };
}
