import { getMatchQuota, postBeginMinCall, postExitMatch, postMatching } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { MatchService } from './service.ts';

/** Every `access: 'session'` call has a verified session; the route layer refuses the call before otherwise. */
function userOf(call: { session: { userId: number } | undefined }): number {
  return call.session!.userId;
}

export function matchingRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  matching: MatchService,
): void {
  route(app, services, postMatching, (call) =>
    matching.matching(userOf(call), call.params.mode, call.params.nextOf),
  );
  route(app, services, postExitMatch, (call) => matching.exit(userOf(call)));
  route(app, services, getMatchQuota, (call) => matching.quota(userOf(call)));
  route(app, services, postBeginMinCall, (call) => matching.beginMinCall(userOf(call), call.params.matchId));
}
