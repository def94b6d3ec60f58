import type { Config } from '../../config.ts';
import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import { AutoLoginTokens } from './auto-login.ts';
import { accountCommands } from './commands.ts';
import { loginMethods } from './login-methods.ts';
import { accountRoutes } from './routes.ts';
import type { AuthModuleServices } from './services.ts';

/** The push module's part in a logout (its `PushService`): the device's subscription of the user goes. */
interface SignedOutDevices {
  forgetDevice(userId: number, deviceId: string): Promise<unknown>;
}

/**
 * What every way of signing in shares (docs/accounts.md): the end of every sign-in (LoginService), the session
 * calls (login by token, auto-login, logout), one-time codes, password hashing and throttles, auto-login tokens.
 * Each sign-in method is a module of its own on top: phone, email, social; binding and profile too.
 */
export const accountsModule = gatewayModule({
  name: 'accounts',
  routes: (
    app,
    { config, services }: { config: Config; services: AuthModuleServices & { push: SignedOutDevices } },
  ) =>
    accountRoutes(app, services.protocol, {
      login: services.auth.login,
      sessions: services.sessions,
      tokens: new AutoLoginTokens(services.database.db, services.protocol.now),
      methods: loginMethods(config),
      signedOut: (userId, deviceId) => services.push.forgetDevice(userId, deviceId),
    }),
  commands: accountCommands,
  schema: tables,
});

export type { AuthModuleServices, AuthServices } from './services.ts';
export { AutoLoginTokens, type AutoLoginPurpose } from './auto-login.ts';
export { OneTimeCodes } from './codes.ts';
export { LoginService, type SignInContext } from './login.ts';
export { PasswordHasher } from './passwords.ts';
export { profileSummary } from './profile-summary.ts';
export { appUrl, loginPathFor, safeReturnTo } from './return-to.ts';
export { digest, digestMatches, newCode, newToken } from './secrets.ts';
export { DEFAULT_OPERATION_BUDGETS, OperationThrottle, PasswordThrottle } from './throttles.ts';
export { oneTimeCodes } from './schema.ts';
