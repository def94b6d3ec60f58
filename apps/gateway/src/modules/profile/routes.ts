import { getProfile, postComplementInfo, postUpdateProfile } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { ProfilePages } from './profile-pages.ts';
import type { ProfileService } from './service.ts';

/** Profile completion after sign-up (complementInfo), the profile page and its edit. */
export function profileRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  profiles: ProfileService,
  pages: ProfilePages,
): void {
  route(app, protocol, postComplementInfo, ({ session, params }) =>
    profiles.complete(session.userId, params),
  );
  route(app, protocol, getProfile, ({ session, params }) => pages.detail(session.userId, params));
  route(app, protocol, postUpdateProfile, ({ session, params }) => pages.update(session.userId, params));
}
