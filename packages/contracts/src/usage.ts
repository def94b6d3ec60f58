import { z } from 'zod';
import { userIdSchema } from './people.ts';

/** How many usage events one report may carry. */
export const USAGE_EVENTS_MAX_BATCH = 20;

const text = (max: number) => z.string().min(1).max(max);

/**
 * One usage-tracking event (spec §3): event id (the page-load report's is 106-6-1-2), place 106, xaid 3 when
 * logged in else 0, the client's time, and what the event names. The gateway adds the user id of a signed call,
 * the device id of the envelope and the time it received it (createTime).
 */
export const usageEventInputSchema = z.object({
  eventId: z.string().regex(/^\d{1,6}(-\d{1,6}){0,5}$/, 'eventId must be numbers joined by "-"'),
  placeId: z.number().int().min(0).max(999_999),
  xaid: z.union([z.literal(0), z.literal(3)]),
  /** When it happened on the client (ms since the epoch). */
  time: z.number().int().nonnegative().max(8_640_000_000_000_000),
  targetUserId: userIdSchema.optional(),
  freeName1: text(128).optional(),
  freeName2: text(128).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country must be two capital letters')
    .optional(),
  language: text(16).optional(),
  deviceModel: text(128).optional(),
  /** The page-load report's: the page's path, response time and load time. */
  path: text(512).optional(),
  responseTimeMs: z.number().int().nonnegative().max(3_600_000).optional(),
  loadTimeMs: z.number().int().nonnegative().max(3_600_000).optional(),
});
export type UsageEventInput = z.infer<typeof usageEventInputSchema>;
