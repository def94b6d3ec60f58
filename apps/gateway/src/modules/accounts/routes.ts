import { OAUTH_PROVIDERS, getLoginMethods, postAutoLogin, postLoginToken, putLogout } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { route } from '../../protocol/route.ts';
import { AutoLoginTokens } from './auto-login.ts';
import type { AuthModuleServices } from './services.ts';

/**
 * The session calls (login by token, auto-login, logout) and what the login screen may offer: sign-up switches
 * and the social providers that are configured.
 */
export function accountRoutes(app: FastifyInstance, services: AuthModuleServices, config: Config): void {
  const { protocol, database, sessions, auth } = services;
  const tokens = new AutoLoginTokens(database.db, protocol.now);

  route(app, protocol, postLoginToken, async ({ session, params }) => {
    await auth.login.recordClientDetails(session.userId, params);
    return auth.login.result(session.userId, session.loginToken, false);
  });

  route(app, protocol, postAutoLogin, ({ params, envelope }) =>
    auth.login.redeem(tokens, params.token, {
      deviceId: envelope.deviceId,
      countryId: params.countryId,
      pushToken: params.pushToken,
    }),
  );

  route(app, protocol, putLogout, async ({ session }) => {
    await sessions.revoke(session.id, 'logout');
    return { loggedOut: true as const };
  });

  const social = OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined);
  route(app, protocol, getLoginMethods, () => ({
    emailRegistration: config.accounts.emailRegistration,
    phoneRegistration: config.accounts.phoneRegistration,
    social,
  }));
}
