import { gatewayModule } from '../../module.ts';
import { healthRoutes, type HealthOptions } from './routes.ts';

/** Liveness at /healthz. */
export const healthModule = gatewayModule({
  name: 'health',
  routes: async (app, { server }: { server: HealthOptions }) => {
    await app.register(healthRoutes, server);
  },
});
