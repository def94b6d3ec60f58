// What the gateway benchmark can load, and what a right answer's `data` is.
import { getGuestHosts, getServerTime } from '@aura/contracts';

/** What can be measured, and what a right answer's `data` is. */
export const ENDPOINTS = {
  /** The protocol's own cost: the answer is the time and the caller's userId, no database. */
  serverTime: {
    endpoint: getServerTime,
    isRight: (data: unknown, userId: string | undefined) => (data as { userId?: string })?.userId === userId,
  },
  /** A real read: the guest host list from the database, the demo hosts on it. */
  guestHosts: {
    endpoint: getGuestHosts,
    isRight: (data: unknown) => Array.isArray(data) && data.length > 0,
  },
} as const;
export type EndpointId = keyof typeof ENDPOINTS;
