import {
  getEmailExists,
  postAlreadyVerifyEmail,
  postCheckFormalUserEmail,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailResetPassword,
  postEmailSetPassword,
  postSendForgetEmail,
  postSendVerifyEmail,
  type Endpoint,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { route, type Call } from '../../protocol/route.ts';
import { EmailPasswords } from './passwords.ts';
import { EmailSignup } from './signup.ts';
import {
  addressHolder,
  addressState,
  refuseCommonPassword,
  type EmailAuthDeps,
  type Origin,
  type SignInFrom,
} from './accounts.ts';
import type { AuthModuleServices } from '../accounts/index.ts';

const origin = (call: Call<Endpoint>): Origin => ({
  deviceId: call.envelope.deviceId,
  ip: call.request.ip,
  ...(call.session ? { userId: call.session.userId } : {}),
});

const signInFrom = (
  call: Call<Endpoint>,
  extras: { countryId?: number | undefined; pushToken?: string | undefined },
): SignInFrom => ({ ...origin(call), countryId: extras.countryId, pushToken: extras.pushToken });

/** E-mail sign-up, sign-in and password reset (spec §4 "E-mail login", §7); docs/accounts.md "E-mail". */
export function emailRoutes(app: FastifyInstance, services: AuthModuleServices, config: Config): void {
  const deps: EmailAuthDeps = {
    db: services.database.db,
    users: services.users,
    auth: services.auth,
    sessions: services.sessions,
    publicUrl: config.publicUrl,
    registrationOpen: config.accounts.emailRegistration,
    now: services.protocol.now,
  };
  const signup = new EmailSignup(deps);
  const passwords = new EmailPasswords(deps);
  const { protocol } = services;

  // It tells whether an address has an account, so asking it counts like any sign-in operation.
  route(app, protocol, getEmailExists, (call) => {
    deps.auth.operations.hit(call.envelope.deviceId, call.request.ip);
    return addressState(deps.db, call.params.email);
  });

  route(app, protocol, postEmailRegister, (call) => signup.register(call.params.email, origin(call)));

  route(app, protocol, postSendVerifyEmail, (call) =>
    signup.resend(call.params.email, call.params.registrationToken, origin(call)),
  );

  route(app, protocol, postAlreadyVerifyEmail, (call) =>
    signup.verified(call.params.email, call.params.registrationToken, call.envelope.deviceId),
  );

  route(app, protocol, postEmailAutoLogin, (call) =>
    signup.openLink(call.params.token, signInFrom(call, call.params)),
  );

  // A common password is refused before anything is used up (the reset link still works for a better one).
  route(app, protocol, postEmailSetPassword, (call) => {
    refuseCommonPassword(call.params.password);
    return signup.setPassword(call.params, call.session, signInFrom(call, call.params));
  });

  route(app, protocol, postEmailLogin, (call) =>
    passwords.login(call.params.email, call.params.password, signInFrom(call, call.params)),
  );

  route(app, protocol, postSendForgetEmail, (call) =>
    passwords.sendResetLink(call.params.email, origin(call)),
  );

  route(app, protocol, postEmailResetPassword, (call) => {
    refuseCommonPassword(call.params.password);
    return passwords.reset(call.params.token, call.params.password, signInFrom(call, call.params));
  });

  route(app, protocol, postCheckFormalUserEmail, async ({ params, session }) => ({
    holder: await addressHolder(deps.db, params.email, session.userId),
  }));
}
