import type { Config } from '../../config.ts';
import {
  autoLoginTokens,
  bans,
  emailRegistrations,
  emailTokens,
  oauthStates,
  oneTimeCodes,
  passwordFailures,
  releasedAddresses,
  rewardClaims,
  userIdentities,
} from '../../db/schema.ts';
import { gatewayModule } from '../../module.ts';
import type { AuthModuleServices } from './auth-services.ts';
import { bindingRoutes } from './binding-routes.ts';
import { authCommands } from './commands.ts';
import { emailRoutes } from './email-routes.ts';
import { loginMethodsRoutes } from './login-methods-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** Sign-in and sign-up by every method, binding, profile completion, bans (docs/accounts.md). */
export const authModule = gatewayModule({
  name: 'auth',
  routes: async (app, { config, services }: { config: Config; services: AuthModuleServices }) => {
    await sessionRoutes(app, services, config);
    emailRoutes(app, services, config);
    loginMethodsRoutes(app, services.protocol, config);
    phoneRoutes(app, services, config);
    profileRoutes(app, services);
    bindingRoutes(app, services, config);
  },
  commands: authCommands,
  schema: {
    emailRegistrations,
    emailTokens,
    oneTimeCodes,
    passwordFailures,
    userIdentities,
    oauthStates,
    autoLoginTokens,
    bans,
    rewardClaims,
    releasedAddresses,
  },
});

export type { AuthModuleServices, AuthServices } from './auth-services.ts';
export { BanService, bannedError } from './bans.ts';
export { OneTimeCodes } from './codes.ts';
export { LoginService } from './login.ts';
export { PasswordHasher } from './passwords.ts';
export { DEFAULT_OPERATION_BUDGETS, OperationThrottle, PasswordThrottle } from './throttles.ts';
export { sessionRoutes } from './session-routes.ts';
