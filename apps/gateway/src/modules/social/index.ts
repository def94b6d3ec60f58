import type { Config } from '../../config.ts';
import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import { socialRoutes } from './routes.ts';

/** Sign-in with Google, Apple and Facebook (docs/auth-sign-in.md), ending in an auto-login token. */
export const socialModule = gatewayModule({
  name: 'social',
  routes: (app, { config, services }: { config: Config; services: AuthModuleServices }) =>
    socialRoutes(app, services, config),
  schema: tables,
});

export { socialRoutes } from './routes.ts';
export type { FacebookEndpoints } from './facebook.ts';
export type { OAuthProviderOverrides } from './providers.ts';
