import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pushControllerSchema, pushSubscriptionSchema, webappGrantSchema } from '../push.ts';

const grantSchema = z.object({
  /** Coins paid now: 0 when this account (or, for the install, this device) had the grant before. */
  coinsGranted: z.number().int().nonnegative(),
});

/** Stores this device's push subscription for the signed-in user (replacing the device's earlier one). */
export const postPushSubscribe = endpoint({
  method: 'POST',
  path: '/api/push/subscribe',
  access: 'session',
  encryption: 'optional',
  input: pushSubscriptionSchema,
  output: z.object({ subscribed: z.literal(true) }),
});

/** Forgets a push subscription of the signed-in user (notifications turned off, or the browser dropped it). */
export const postPushUnsubscribe = endpoint({
  method: 'POST',
  path: '/api/push/unsubscribe',
  access: 'session',
  encryption: 'optional',
  input: z.object({ endpoint: z.string().max(2048) }),
  output: z.object({ removed: z.boolean() }),
});

/** The push controller (spec §3, §7 isInitNotification) for the signed-in user on this device. */
export const getIsInitNotification = endpoint({
  method: 'GET',
  path: '/facade/api/user/ext/isInitNotification',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: pushControllerSchema,
});

/**
 * The one-time coins for turning notifications on (spec §7 initNotificationGiveCoin): paid once per account, and
 * only to a device with a stored subscription (0 otherwise).
 */
export const postInitNotificationGiveCoin = endpoint({
  method: 'POST',
  path: '/facade/api/user/ext/initNotificationGiveCoin',
  access: 'session',
  encryption: 'required',
  input: z.object({ countryId: z.number().int().optional() }),
  output: grantSchema,
});

/** The install grant's state (spec §7 isInitWebapp) for the signed-in user on this device. */
export const getIsInitWebapp = endpoint({
  method: 'GET',
  path: '/facade/api/user/ext/isInitWebapp',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: webappGrantSchema,
});

/**
 * The one-time coins for installing the web app (spec §7 initWebappGiveCoin), asked by the installed app: once per
 * account and once per device (docs/push.md "Abuse bounds").
 */
export const postInitWebappGiveCoin = endpoint({
  method: 'POST',
  path: '/facade/api/user/ext/initWebappGiveCoin',
  access: 'session',
  encryption: 'required',
  input: z.object({}),
  output: grantSchema,
});
