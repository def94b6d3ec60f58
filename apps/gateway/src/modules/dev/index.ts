import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { gatewayModule } from '../../module.ts';
import { devRoutes } from './routes.ts';

/** The sandbox pages (/dev/outbox), served only when the configuration asks for them (never in production). */
export const devModule = gatewayModule({
  name: 'dev',
  routes: async (app, context: { config: Config; services: { database: Database } }) => {
    if (context.config.sandboxPages) await devRoutes(app, context.services.database.db);
  },
});
