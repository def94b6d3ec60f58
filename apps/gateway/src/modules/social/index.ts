import type { Config } from '../../config.ts';
import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { oauthRoutes } from './routes.ts';
import { oauthServiceFor } from './service.ts';

/** Sign-in with Google, Apple and Facebook (docs/auth-sign-in.md), ending in an auto-login token. */
export const socialModule = gatewayModule({
  name: 'social',
  routes: async (app, { config, services }: { config: Config; services: AuthModuleServices }) =>
    oauthRoutes(app, await oauthServiceFor(services, config), config.publicUrl),
  schema: tables,
});

export { oauthRoutes } from './routes.ts';
export { oauthServiceFor } from './service.ts';
export type { FacebookEndpoints } from './facebook.ts';
export type { OAuthProviderOverrides } from './providers.ts';
