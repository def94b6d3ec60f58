import type { Config } from '../../config.ts';
import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { emailRoutes } from './routes.ts';
import { emailServicesFor } from './service.ts';

/** E-mail sign-up, sign-in and password reset (spec §4 "E-mail login", docs/accounts.md "E-mail"). */
export const emailModule = gatewayModule({
  name: 'email',
  routes: (app, { config, services }: { config: Config; services: AuthModuleServices }) =>
    emailRoutes(app, services.protocol, emailServicesFor(services, config)),
  schema: tables,
});

export { renewalMail, renewalMails, type RenewalMailsDeps, type RenewalNoticeNow } from './renewal-mail.ts';
