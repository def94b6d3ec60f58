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
