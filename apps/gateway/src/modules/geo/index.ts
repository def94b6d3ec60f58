import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { geoRoutes } from './routes.ts';

/** The country of a request's address. */
export const geoModule = gatewayModule({
  name: 'geo',
  routes: (app, { services }: { services: { protocol: ProtocolServices } }) =>
    geoRoutes(app, services.protocol),
});

export { countryOfIp } from './service.ts';
