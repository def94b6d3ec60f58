import { postUsageEvents } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { storeUsageEvents } from './service.ts';

/** The first-party endpoint of the usage-tracking events and page-load reports (docs/consent.md). */
export function usageRoutes(app: FastifyInstance, protocol: ProtocolServices, db: Db): void {
  route(app, protocol, postUsageEvents, ({ session, envelope, params }) =>
    storeUsageEvents(db, { userId: session?.userId, deviceId: envelope.deviceId }, params.events),
  );
}
