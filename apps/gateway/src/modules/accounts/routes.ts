import {
  getLoginMethods,
  postAutoLogin,
  postLoginToken,
  putLogout,
  type EndpointOutput,
} from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { SessionService } from '../sessions/index.ts';
import type { AutoLoginTokens } from './auto-login.ts';
import type { LoginService } from './login.ts';

/** What the session calls are served by. */
export interface AccountCalls {
  login: LoginService;
  sessions: SessionService;
  tokens: AutoLoginTokens;
  /** What the login screen may offer, fixed by the configuration (`loginMethods`). */
  methods: EndpointOutput<typeof getLoginMethods>;
  /** What a signed-out device stops getting: the user's web push on it (docs/push.md). */
  signedOut: (userId: number, deviceId: string) => Promise<unknown>;
}

/** The session calls (login by token, auto-login, logout) and what the login screen may offer. */
export function accountRoutes(
  app: FastifyInstance,
  protocol: ProtocolServices,
  { login, sessions, tokens, methods, signedOut }: AccountCalls,
): void {
  route(app, protocol, postLoginToken, ({ session, params }) => login.byToken(session, params));

  route(app, protocol, postAutoLogin, ({ params, envelope }) =>
    login.redeem(tokens, params.token, {
      deviceId: envelope.deviceId,
      countryId: params.countryId,
      pushToken: params.pushToken,
    }),
  );

  route(app, protocol, putLogout, async ({ session }) => {
    await sessions.revoke(session.id, 'logout');
    await signedOut(session.userId, session.deviceId);
    return { loggedOut: true as const };
  });

  route(app, protocol, getLoginMethods, () => methods);
}
