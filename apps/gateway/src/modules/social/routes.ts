import { APP_ROUTES, OAUTH_PATHS, PROTOCOL_ERRORS, requestEnvelopeSchema } from '@aura/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../http/cookies.ts';
import { safeReturnTo } from '../accounts/index.ts';
import type { OAuthService } from './service.ts';

/** The state cookie's life matches the saved state's. */
const STATE_COOKIE_SECONDS = 10 * 60;
const COOKIE_PATH = OAUTH_PATHS.start.slice(0, OAUTH_PATHS.start.indexOf(':provider'));
/** Apple's form post is small (code, state, id_token, user); anything larger is not Apple. */
const FORM_LIMIT_BYTES = 16 * 1024;

type ProviderRequest = FastifyRequest<{ Params: { provider: string } }>;

function stateCookieName(provider: string): string {
  return `aura_oauth_${provider}`;
}

/** Navigations answer with a redirect that no cache keeps and that leaks nothing onwards. */
function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location, 302);
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ code: PROTOCOL_ERRORS.invalidRequest, message, data: null });
}

/**
 * Social sign-in's two browser navigations (not protocol calls): the start sends the browser to the provider,
 * the callback comes back from it (a GET, or Apple's form POST) and ends at the web app with an auto-login token
 * or `?oauthError=`. The state also travels in an HttpOnly cookie, so a callback only counts in the browser that
 * started it (RFC 6749 §10.12, login CSRF).
 */
export async function oauthRoutes(
  app: FastifyInstance,
  oauth: OAuthService,
  publicUrl: string,
): Promise<void> {
  const secure = publicUrl.startsWith('https:');
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(OAUTH_PATHS.start, async (request: ProviderRequest, reply) => {
      const provider = oauth.provider(request.params.provider);
      if (!provider) return reply.callNotFound();
      const query = request.query as Record<string, unknown>;
      const returnTo = safeReturnTo(query.returnTo ?? APP_ROUTES.root);
      if (!returnTo) return refuse(reply, 'returnTo must be a path on this site, such as /wall.');
      const deviceId = requestEnvelopeSchema.shape.deviceId.safeParse(query.deviceId);
      if (!deviceId.success) return refuse(reply, 'deviceId must be 8-64 letters, digits, "-" or "_".');
      try {
        const { state, location } = await oauth.start(provider, { returnTo, deviceId: deviceId.data });
        // Apple's answer is a cross-site form POST: only a SameSite=None (so Secure) cookie comes with it.
        const sameSite = provider.formPost ? 'None; Secure' : `Lax${secure ? '; Secure' : ''}`;
        reply.header(
          'set-cookie',
          `${stateCookieName(provider.name)}=${state}; Path=${COOKIE_PATH}; Max-Age=${STATE_COOKIE_SECONDS}; HttpOnly; SameSite=${sameSite}`,
        );
        return redirect(reply, location);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'social sign-in could not start');
        return redirect(reply, oauth.failureUrl('failed', returnTo));
      }
    });

    scope.route({
      method: ['GET', 'POST'],
      url: OAUTH_PATHS.callback,
      handler: async (request: ProviderRequest, reply) => {
        const provider = oauth.provider(request.params.provider);
        if (!provider) return reply.callNotFound();
        const fields = (request.method === 'POST' ? request.body : request.query) ?? {};
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
          if (typeof value === 'string') params.append(name, value);
        }
        const cookie = stateCookieName(provider.name);
        const outcome = await oauth.finish(provider, params, readCookie(request.headers.cookie, cookie));
        if (outcome.failure) {
          request.log.warn(
            { err: outcome.failure, provider: provider.name, kind: outcome.failure.kind },
            'social sign-in failed',
          );
        } else {
          request.log.info({ provider: provider.name, userId: outcome.userId }, 'social sign-in');
        }
        reply.header('set-cookie', `${cookie}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly`);
        return redirect(reply, outcome.location);
      },
    });
  });
}
