import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { WALL_LIMITS } from './hosts.ts';

/**
 * A host's price per minute as a host may set it: whole coins within `WALL_LIMITS` (the spec leaves prices to the
 * server, §9, and gives no bounds; the gateway keeps every price in these).
 */
export const hostPriceSchema = z
  .number()
  .int()
  .min(WALL_LIMITS.minPricePerMinute)
  .max(WALL_LIMITS.maxPricePerMinute);

/**
 * A user's own call settings (spec §6): whether they accept video calls only from friends, and for a host (role
 * goddess) the price per minute and the friends' price per minute, in coins.
 */
export const callSettingsSchema = z.object({
  videoFriendsOnly: z.boolean(),
  /** Present for a host only. */
  host: z.object({ pricePerMinute: hostPriceSchema, friendPricePerMinute: hostPriceSchema }).optional(),
});
export type CallSettings = z.infer<typeof callSettingsSchema>;

/** The signed-in user's call settings (an Aura extension: spec §7 has no such call). */
export const getCallSettings = endpoint({
  method: 'GET',
  path: '/api/call/settings',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: callSettingsSchema,
});

/**
 * Changes the signed-in user's call settings; what is left out stays. Prices are a host's only: anybody else
 * sending one is refused with `BUSINESS_CODES.notAHost`, and nothing changes. A new price applies to calls that
 * start after it; a call keeps the terms it started with. Answers the settings as they are now.
 */
export const postCallSettings = endpoint({
  method: 'POST',
  path: '/api/call/settings',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    videoFriendsOnly: z.boolean().optional(),
    pricePerMinute: hostPriceSchema.optional(),
    friendPricePerMinute: hostPriceSchema.optional(),
  }),
  output: callSettingsSchema,
});
