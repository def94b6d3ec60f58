import { useEffect } from 'react';

/** One notification for the bell, replaced rather than stacked if another rings. */
const RING_TAG = 'aura-ring';

/**
 * Asks, once, whether the bell may show a notification while the tab is hidden. Called from a press about the
 * ring (the bell's "Tap to enable sound"), never on load: a question out of the blue is refused, and browsers mute
 * pages that ask so.
 */
export function askRingNotifications(notifications = globalThis.Notification): void {
  if (notifications?.permission !== 'default') return;
  notifications.requestPermission().catch(() => {
    // An old browser with the callback form only, or a refusal: the visible bell and its sound remain.
  });
}

export interface RingNotice {
  title: string;
  body: string;
  icon?: string;
}

/**
 * While the bell rings and the tab is hidden (another tab, the window minimised), a system notification says who
 * calls, if the user allowed them; pressing it brings the tab forward. It closes when the tab is seen again or the
 * bell stops. Push, for a closed tab, is not this: it comes with the rewards issue.
 */
export function useRingNotification(ring: RingNotice | undefined): void {
  const title = ring?.title;
  const body = ring?.body;
  const icon = ring?.icon;
  useEffect(() => {
    const Notifications = globalThis.Notification;
    if (title === undefined || !Notifications) return;
    let shown: Notification | undefined;
    const show = () => {
      if (shown || document.visibilityState !== 'hidden' || Notifications.permission !== 'granted') return;
      try {
        shown = new Notifications(title, { body, icon, tag: RING_TAG, requireInteraction: true });
      } catch {
        // Chrome on Android shows notifications through a service worker only; the bell and its sound remain.
        return;
      }
      shown.onclick = () => {
        globalThis.focus();
        shown?.close();
      };
    };
    const hide = () => {
      shown?.close();
      shown = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? show() : hide());
    show();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      hide();
    };
  }, [title, body, icon]);
}
