import type { Config } from '../../config.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { geoRoutes } from './routes.ts';

/** The country of a request's address (a test mode's forced country aside: docs/consent.md). */
export const geoModule = gatewayModule({
  name: 'geo',
  routes: (app, { config, services }: { config: Config; services: { protocol: ProtocolServices } }) =>
    geoRoutes(app, services.protocol, config.testClock),
});

export { countryOfIp } from './service.ts';
export { countryOfRequest } from './routes.ts';
