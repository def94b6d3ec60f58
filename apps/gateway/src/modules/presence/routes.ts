import { USER_STATUS, getStatusBatch, postHeartbeat, postStatus } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { PresenceService } from './service.ts';

export function presenceRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  presence: PresenceService,
): void {
  route(app, services, postHeartbeat, async ({ session }) => ({
    serverTime: services.now(),
    status: session ? await presence.heartbeat(session.userId) : USER_STATUS.offline,
  }));

  route(app, services, postStatus, async ({ session, params }) => ({
    status: await presence.setOwnStatus(session.userId, params.status),
  }));

  route(app, services, getStatusBatch, ({ params }) => presence.statuses(params.userIds));
}
