import { matchQueue, matchQuotas, matches } from '../../db/schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { matchingRoutes } from './routes.ts';
import type { MatchService } from './service.ts';

/** Random matching and Face to Face (docs/matching.md). */
export const matchingModule = gatewayModule({
  name: 'matching',
  routes: (app, { services }: { services: { protocol: ProtocolServices; matching: MatchService } }) =>
    matchingRoutes(app, services.protocol, services.matching),
  schema: { matchQueue, matches, matchQuotas },
});

export { queuedUserIds } from './queries.ts';
export { MatchScheduler } from './scheduler.ts';
export { MatchService } from './service.ts';
export { matchAwareMessages } from './signalling.ts';
