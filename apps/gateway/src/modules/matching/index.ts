import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { matchingRoutes } from './routes.ts';
import type { MatchService } from './service.ts';

/** Random matching and Face to Face (docs/matching.md). */
export const matchingModule = gatewayModule({
  name: 'matching',
  routes: (app, { services }: { services: { protocol: ProtocolServices; matching: MatchService } }) =>
    matchingRoutes(app, services.protocol, services.matching),
  schema: tables,
});

export { queuedUserIds } from './queries.ts';
export { MatchScheduler } from './scheduler.ts';
export { MatchService } from './service.ts';
export { matchAwareMessages } from './signalling.ts';
