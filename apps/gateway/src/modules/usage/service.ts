import type { UsageEventInput } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { usageEvents } from './schema.ts';

/** Who sent a report: the signed caller's user id (none for a visitor) and the envelope's device id. */
export interface UsageSender {
  userId: number | undefined;
  deviceId: string;
}

/**
 * Stores a batch of usage events in one statement. The client sends them only with consent where consent is
 * required (docs/consent.md); the gateway cannot see that consent, so it stores what it is sent and no more.
 */
export async function storeUsageEvents(
  db: Db,
  sender: UsageSender,
  events: readonly UsageEventInput[],
): Promise<{ stored: number }> {
  await db.insert(usageEvents).values(
    events.map((event) => ({
      userId: sender.userId ?? null,
      deviceId: sender.deviceId,
      eventId: event.eventId,
      placeId: event.placeId,
      xaid: event.xaid,
      time: new Date(event.time),
      targetUserId: event.targetUserId === undefined ? null : Number(event.targetUserId),
      freeName1: event.freeName1 ?? null,
      freeName2: event.freeName2 ?? null,
      country: event.country ?? null,
      language: event.language ?? null,
      deviceModel: event.deviceModel ?? null,
      path: event.path ?? null,
      responseTimeMs: event.responseTimeMs ?? null,
      loadTimeMs: event.loadTimeMs ?? null,
    })),
  );
  return { stored: events.length };
}
