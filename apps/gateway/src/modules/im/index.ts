import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { imRoutes } from './routes.ts';
import type { ImService } from './service.ts';

/** Messages between users: the chat list, say-hi, delivery and catch-up by seq, read markers (docs/messages.md). */
export const imModule = gatewayModule({
  name: 'im',
  routes: (app, { services }: { services: { protocol: ProtocolServices; im: ImService } }) =>
    imRoutes(app, services.protocol, services.im),
  schema: tables,
});

export { ImService } from './service.ts';
