// What the service worker shows for a push message and where a tap on it leads: plain functions, so the unit
// tests read them without a worker. The payload's shape is @aura/contracts' pushPayloadSchema (docs/push.md).
// Types only from @aura/contracts: its values would bring zod into the worker. The two it needs are here, checked
// against the contracts' in the test.
import type { PushMessage } from '@aura/contracts';
import { localePath, notificationDate, notificationText } from '@aura/i18n-catalog/notification-text';

/** @aura/contracts' ANSWER_CALL_PARAM. */
export const ANSWER_PARAM = 'answerCall';
/** @aura/contracts' APP_ROUTES.root, .messageSession, .task, .card and .shop (a test checks they agree). */
export const ROUTES = {
  root: '/',
  messageSession: '/message/IMMessageSession/$friendId',
  task: '/task',
  card: '/card',
  shop: '/shop',
} as const;

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string; roomNum?: string } };
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-72.png';

/** The notification for a push message; undefined for one this worker does not know (a newer server's kind). */
export function notificationFor(message: PushMessage): ShownNotification | undefined {
  const { locale } = message;
  const base = { icon: ICON, badge: BADGE, lang: locale };
  switch (message.kind) {
    case 'call':
      return {
        title: notificationText(locale, message.media === 'video' ? 'callVideo' : 'callAudio', {
          name: message.callerName,
        }),
        options: {
          ...base,
          body: notificationText(locale, 'callBody'),
          // One bell per call; it stays until tapped or the call's own end.
          tag: `call-${message.roomNum}`,
          requireInteraction: true,
          data: {
            url: `${localePath(locale, ROUTES.root)}?${ANSWER_PARAM}=${encodeURIComponent(message.roomNum)}`,
            roomNum: message.roomNum,
          },
        },
      };
    case 'message':
      return {
        title: notificationText(locale, 'message', { name: message.senderName }),
        options: {
          ...base,
          body: notificationText(locale, 'messageBody'),
          tag: `message-${message.friendId}`,
          data: {
            url: localePath(locale, ROUTES.messageSession.replace('$friendId', message.friendId)),
          },
        },
      };
    case 'reward':
      return {
        title: notificationText(locale, 'reward'),
        options: {
          ...base,
          body: notificationText(locale, 'rewardBody', { count: message.coins, coins: message.coins }),
          tag: 'reward',
          data: { url: localePath(locale, ROUTES.task) },
        },
      };
    case 'like':
      return {
        title: notificationText(locale, 'like'),
        options: {
          ...base,
          body: notificationText(locale, 'likeBody'),
          tag: 'like',
          data: { url: localePath(locale, ROUTES.card) },
        },
      };
    case 'renewalFailed': {
      // The shop's own notice says the same, and shows the saved cards (docs/payments.md "Subscriptions").
      const { retryAt } = message;
      return {
        title: notificationText(locale, retryAt === null ? 'renewalEnded' : 'renewalRetry'),
        options: {
          ...base,
          body:
            retryAt === null
              ? notificationText(locale, 'renewalEndedBody')
              : notificationText(locale, 'renewalRetryBody', { date: notificationDate(locale, retryAt) }),
          // The end replaces the retry's notice.
          tag: 'renewal',
          data: { url: localePath(locale, ROUTES.shop) },
        },
      };
    }
    default:
      return undefined;
  }
}

/** The few things of a window client a tap needs (ServiceWorker's WindowClient). */
export interface TabClient {
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** What the worker tells a tab of a tapped notification. */
export interface NotificationTapped {
  type: 'aura/notificationTapped';
  url: string;
  roomNum?: string;
}

/**
 * A tap on a notification: an open tab of the app is focused and told (it answers the bell or opens the page);
 * with none, a new one opens at the notification's address, which answers the bell itself (ANSWER_CALL_PARAM).
 */
export async function openFromNotification(
  data: { url: string; roomNum?: string },
  tabs: readonly TabClient[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const tab = tabs[0];
  if (!tab) {
    await openWindow(data.url);
    return;
  }
  await tab.focus();
  tab.postMessage({
    type: 'aura/notificationTapped',
    url: data.url,
    ...(data.roomNum ? { roomNum: data.roomNum } : {}),
  } satisfies NotificationTapped);
}
