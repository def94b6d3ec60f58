import { postComplementInfo } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { ProfileService } from './service.ts';

/** Profile completion after sign-up (complementInfo). */
export function profileRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  profiles: ProfileService,
): void {
  route(app, protocol, postComplementInfo, ({ session, params }) =>
    profiles.complete(session.userId, params),
  );
}
