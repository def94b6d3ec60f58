import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { dictionaryRoutes } from './routes.ts';

/** The dictionaries of spec §7 (codes with stable keys). */
export const dictionariesModule = gatewayModule({
  name: 'dictionaries',
  routes: (app, { services }: { services: { protocol: ProtocolServices } }) =>
    dictionaryRoutes(app, services.protocol),
});
