import { TestClock, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { gatewayModule } from '../../module.ts';
import { devClockRoutes } from './clock-routes.ts';
import { devRoutes } from './routes.ts';

/**
 * The sandbox pages (/dev/outbox), served only when the configuration asks for them (never in production), and
 * the test clock's page (/dev/clock) when the gateway runs on one (TEST_CLOCK: test mode with sandbox providers).
 */
export const devModule = gatewayModule({
  name: 'dev',
  routes: async (app, context: { config: Config; services: { database: Database; clock: Clock } }) => {
    const { config, services } = context;
    if (config.sandboxPages) await devRoutes(app, services.database.db);
    if (config.testClock && services.clock instanceof TestClock) devClockRoutes(app, services.clock);
  },
});
