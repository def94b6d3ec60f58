import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { presenceRoutes } from './routes.ts';
import type { PresenceService } from './service.ts';

/** Who is online, busy or away, on any instance (docs/realtime.md). */
export const presenceModule = gatewayModule({
  name: 'presence',
  routes: (app, { services }: { services: { protocol: ProtocolServices; presence: PresenceService } }) =>
    presenceRoutes(app, services.protocol, services.presence),
  schema: tables,
});

export { PresenceService, type PresenceChange } from './service.ts';
export { presence, presenceSockets } from './schema.ts';
