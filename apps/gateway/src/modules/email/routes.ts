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
import { route, type Call, type ProtocolServices } from '../../protocol/route.ts';
import type { Origin, SignInFrom } from './accounts.ts';
import type { EmailServices } from './service.ts';

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
export function emailRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  { signup, passwords, addresses }: EmailServices,
): void {
  route(app, protocol, getEmailExists, (call) => addresses.state(call.params.email, origin(call)));

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

  route(app, protocol, postEmailSetPassword, (call) =>
    signup.setPassword(call.params, call.session, signInFrom(call, call.params)),
  );

  route(app, protocol, postEmailLogin, (call) =>
    passwords.login(call.params.email, call.params.password, signInFrom(call, call.params)),
  );

  route(app, protocol, postSendForgetEmail, (call) =>
    passwords.sendResetLink(call.params.email, origin(call)),
  );

  route(app, protocol, postEmailResetPassword, (call) =>
    passwords.reset(call.params.token, call.params.password, signInFrom(call, call.params)),
  );

  route(app, protocol, postCheckFormalUserEmail, async ({ params, session }) => ({
    holder: await addresses.holder(params.email, session.userId),
  }));
}
