import type { Config } from '../../config.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { phoneRoutes } from './routes.ts';
import { phoneServiceFor } from './service.ts';

/** Phone sign-in and sign-up, passwords and resets (spec §4 "Phone login", docs/accounts.md "Phone"). */
export const phoneModule = gatewayModule({
  name: 'phone',
  routes: (app, { config, services }: { config: Config; services: AuthModuleServices }) =>
    phoneRoutes(app, services.protocol, phoneServiceFor(services, config)),
});

export { parsePhone } from './numbers.ts';
