// Turning web push on and off in this browser (docs/push.md): the permission, the subscription with the
// server's VAPID key, the subscription stored at the gateway, and the one-time coins for it.
import {
  getIsInitNotification,
  postInitNotificationGiveCoin,
  postPushSubscribe,
  postPushUnsubscribe,
  type PushController,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/** Where push stands here: not possible, refused in the browser's settings, off, or on for this user. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export class PushBlocked extends Error {}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's state with the gateway's controller (whether this device's subscription is stored). */
export function pushStateOf(controller: PushController): PushState {
  if (!pushSupported() || !controller.support) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return controller.status && Notification.permission === 'granted' ? 'on' : 'off';
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false;
  const expected = base64urlBytes(publicKey);
  const given = new Uint8Array(key);
  return given.length === expected.length && given.every((byte, index) => byte === expected[index]);
}

/**
 * Asks for the permission, subscribes with the server's key (again when the key changed), stores the subscription
 * for this device, then claims the coins if still open. Throws PushBlocked when the permission is refused.
 */
export async function turnPushOn(gateway: GatewayClient, locale: string): Promise<{ coinsGranted: number }> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushBlocked();
  const [registration, controller] = await Promise.all([
    navigator.serviceWorker.ready,
    gateway.call(getIsInitNotification, {}),
  ]);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, controller.publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlBytes(controller.publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await gateway.call(postPushSubscribe, {
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    locale,
  });
  if (!controller.hasCoin) return { coinsGranted: 0 };
  return gateway.call(postInitNotificationGiveCoin, {});
}

/** Drops this browser's subscription here and at the gateway. */
export async function turnPushOff(gateway: GatewayClient): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await gateway.call(postPushUnsubscribe, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
