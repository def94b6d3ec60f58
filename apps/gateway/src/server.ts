import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { sendWebApp, wantsWebApp, webRoutes } from './web.ts';

export interface ServerInfo {
  version: string;
}

/** Builds the gateway: every module's routes, the web app, and the error shapes of protocol v1. */
export async function buildServer(config: Config, { version }: ServerInfo): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-aura-key"]'],
    },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });

  await app.register(healthRoutes, { version, startedAt: new Date() });
  const webServed = await webRoutes(app, config.webDist);

  app.setNotFoundHandler((request, reply) => {
    if (webServed && wantsWebApp(request)) return sendWebApp(reply);
    const path = request.url.split('?')[0];
    return reply
      .code(404)
      .send({ code: 404, message: `No such endpoint: ${request.method} ${path}`, data: null });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ code: 500, message: 'Internal error', data: null });
    }
    // Client errors name what was wrong; they never carry a stack trace.
    return reply.code(status).send({ code: status, message: error.message, data: null });
  });

  return app;
}
