import { z } from 'zod';
import type { CallMedia } from './calls.ts';

/** The query parameter a tapped call notification opens the app with: the bell of that room is answered. */
export const ANSWER_CALL_PARAM = 'answerCall';

/** Base64url without padding, as the Push API gives a subscription's keys: `chars` long. */
const base64url = (chars: number, first = '[A-Za-z0-9_-]') =>
  z
    .string()
    .regex(new RegExp(`^${first}[A-Za-z0-9_-]{${chars - 1}}$`), `must be ${chars} characters of base64url`);

/**
 * A browser's push subscription (PushSubscription.toJSON()): where the push service takes messages for it, and the
 * keys they are encrypted with (RFC 8291). `p256dh` is an uncompressed P-256 point, `auth` 16 random bytes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an http(s) URL'),
  keys: z.object({
    // 65 bytes starting 0x04 (an uncompressed point): 87 characters, the first a B.
    p256dh: base64url(87, 'B'),
    auth: base64url(22),
  }),
  /** The site language the device uses, for the words of its notifications. */
  locale: z.string().max(16).default('en'),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/**
 * What a push message carries to the service worker: what happened, never words. The worker words it in the
 * device's language (`locale`, from the subscription) from the `pwa` namespace of the catalog.
 */
export const pushPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    roomNum: z.string(),
    callerName: z.string(),
    // CallMedia's values, written here: importing CALL_MEDIA would make the web app's push chunk depend on the
    // calls' contracts chunk, a name more in the entry's preload map (docs/push.md).
    media: z.enum(['video', 'audio'] satisfies CallMedia[]),
  }),
  z.object({ kind: z.literal('message'), friendId: z.string(), senderName: z.string() }),
  z.object({ kind: z.literal('reward'), coins: z.number().int().nonnegative() }),
  /** "Someone liked you" (docs/profiles.md "The card"): no name, the Likes list on the card page says who. */
  z.object({ kind: z.literal('like') }),
  /**
   * A subscription's renewal could not be charged (docs/payments.md "Subscriptions"): `retryAt` (ms) when the charge
   * is tried again, or null when the subscription ended for it. The tap opens the shop, whose notice says the same.
   */
  z.object({ kind: z.literal('renewalFailed'), retryAt: z.number().int().nullable() }),
]);
export type PushPayload = z.infer<typeof pushPayloadSchema>;
/** A push message as sent: the payload and the language of the device it goes to. */
export type PushMessage = PushPayload & { locale: string };

/** The push controller of spec §3: whether push works here, this device's state, the grant still open and its coins. */
export const pushControllerSchema = z.object({
  /** The server sends push (it has VAPID keys). */
  support: z.boolean(),
  /** This device has a subscription for the signed-in user. */
  status: z.boolean(),
  /** The one-time grant for turning notifications on is still open to this account. */
  hasCoin: z.boolean(),
  /** Its coins. */
  gold: z.number().int().nonnegative(),
  /** The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe. */
  publicKey: z.string(),
});
export type PushController = z.infer<typeof pushControllerSchema>;

/** The install grant's state (isInitWebapp): claimed by this account, open to it on this device, and its coins. */
export const webappGrantSchema = z.object({
  status: z.boolean(),
  hasCoin: z.boolean(),
  gold: z.number().int().nonnegative(),
});
export type WebappGrant = z.infer<typeof webappGrantSchema>;
