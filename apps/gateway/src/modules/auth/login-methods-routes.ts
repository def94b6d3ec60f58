import { OAUTH_PROVIDERS, getLoginMethods } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { route, type ProtocolServices } from '../../protocol/route.ts';

/** What the login screen may offer: sign-up switches and the social providers that are configured. */
export function loginMethodsRoutes(app: FastifyInstance, services: ProtocolServices, config: Config): void {
  const social = OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined);
  route(app, services, getLoginMethods, () => ({
    emailRegistration: config.accounts.emailRegistration,
    phoneRegistration: config.accounts.phoneRegistration,
    social,
  }));
}
