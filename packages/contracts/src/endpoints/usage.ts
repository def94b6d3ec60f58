import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { USAGE_EVENTS_PATH } from '../usage-ids.ts';
import { USAGE_EVENTS_MAX_BATCH, usageEventInputSchema } from '../usage.ts';

/**
 * Usage-tracking events and page-load reports (spec §3), first party. The client sends them only with consent
 * where consent is required (docs/consent.md); a signed call records its user, an unsigned one (the landing) none.
 */
export const postUsageEvents = endpoint({
  method: 'POST',
  path: USAGE_EVENTS_PATH,
  access: 'optionalSession',
  encryption: 'optional',
  input: z.object({ events: z.array(usageEventInputSchema).min(1).max(USAGE_EVENTS_MAX_BATCH) }),
  output: z.object({ stored: z.number().int().nonnegative() }),
});
