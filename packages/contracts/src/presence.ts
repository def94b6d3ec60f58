import { z } from 'zod';

/** A user's status as the status lookup reports it (spec §9). */
export const USER_STATUS = {
  offline: 0,
  busy: 1,
  online: 2,
  invisible: 3,
} as const;
export type UserStatusName = keyof typeof USER_STATUS;
export type UserStatus = (typeof USER_STATUS)[UserStatusName];
export const userStatusSchema = z.literal(Object.values(USER_STATUS));

/** How presence is kept (docs/protocol.md, "Presence"). */
export const PRESENCE = {
  /** The app posts a heartbeat this often while open. */
  httpHeartbeatSeconds: 30,
  /** A user without a heartbeat or a live socket for this long is offline. */
  onlineTtlSeconds: 90,
} as const;
