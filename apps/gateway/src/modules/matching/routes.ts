import {
  getMatchQuota,
  postBeginMinCall,
  postDeclineMinCall,
  postExitMatch,
  postMatchStay,
  postMatching,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { MatchService } from './service.ts';

export function matchingRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  matching: MatchService,
): void {
  route(app, services, postMatching, ({ session, params }) =>
    matching.matching(session.userId, params.mode, params.nextOf),
  );
  route(app, services, postExitMatch, ({ session }) => matching.exit(session.userId));
  route(app, services, getMatchQuota, ({ session }) => matching.quota(session.userId));
  route(app, services, postBeginMinCall, ({ session, params }) =>
    matching.beginMinCall(session.userId, params.matchId, params.acceptOnly ?? false),
  );
  route(app, services, postDeclineMinCall, ({ session, params }) =>
    matching.declineMinCall(session.userId, params.matchId),
  );
  route(app, services, postMatchStay, ({ session, params }) => matching.stay(session.userId, params.matchId));
}
