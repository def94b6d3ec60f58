import type { Config } from '../../config.ts';
import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { bindingRoutes } from './routes.ts';
import { bindingServiceFor } from './service.ts';

/** Binding an e-mail address or phone number to the signed-in account (spec §4, §5; docs/accounts.md). */
export const bindingModule = gatewayModule({
  name: 'binding',
  routes: (app, { config, services }: { config: Config; services: AuthModuleServices }) =>
    bindingRoutes(app, services.protocol, bindingServiceFor(services, config)),
  schema: tables,
});
