import type { Database } from '../../db/database.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { usageRoutes } from './routes.ts';
import * as tables from './schema.ts';

/** Usage-tracking events and page-load reports, stored as sent (docs/consent.md "Usage events"). */
export const usageModule = gatewayModule({
  name: 'usage',
  routes: (app, { services }: { services: { protocol: ProtocolServices; database: Database } }) =>
    usageRoutes(app, services.protocol, services.database.db),
  schema: tables,
});

export { storeUsageEvents, type UsageSender } from './service.ts';
