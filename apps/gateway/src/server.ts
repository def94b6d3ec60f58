import { randomUUID } from 'node:crypto';
import { PROTOCOL_ERRORS } from '@aura/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { devAdminRoute } from './admin/dev-route.ts';
import { compressAnswers } from './compression.ts';
import type { Config } from './config.ts';
import { seedDemoHosts, type DemoHost } from './modules/hosts/index.ts';
import { GatewayError } from './protocol/errors.ts';
import { rateLimited, retryAfter } from './protocol/route.ts';
import { GATEWAY_MODULES, type ModuleContext } from './registry.ts';
import type { GatewayServices, ServiceOptions } from './gateway-services.ts';
import { startServices } from './services.ts';
import { legacyLanguagePath, sendWebApp, wantsWebApp, webRoutes, type WebApp } from './web.ts';
import { landingRoutes, sendLandingPage, type LandingSite } from './landing.ts';
import { endConnectionsWhileClosing } from './shutdown.ts';
import { addressKey } from './http/addresses.ts';
import { capConnectionsPerAddress } from './http/connection-cap.ts';
import { gatewayLogger, type LogStream } from './http/log-privacy.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requestTimeouts } from './http/timeouts.ts';

export interface ServerInfo extends ServiceOptions {
  version: string;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: LogStream;
}

export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  /** The demo hosts, when the configuration asks for them (development). */
  demoHosts: DemoHost[];
  /** The requests being answered now (method, path, time so far), for the log of a slow shutdown. */
  requestsInFlight: () => string[];
}

/** Builds the gateway: services, every module's routes, the web app, and the error shapes of protocol v1. */
export async function buildServer(
  config: Config,
  { version, ...options }: ServerInfo,
): Promise<FastifyInstance> {
  return (await buildGateway(config, { version, ...options })).app;
}

export async function buildGateway(
  config: Config,
  { version, logStream, ...options }: ServerInfo,
): Promise<Gateway> {
  const app = Fastify({
    logger: gatewayLogger(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    ...requestTimeouts(config.requestTimeoutMs, config.keepAliveTimeoutMs),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  const services = await startServices(config, { log: app.log, ...options });
  app.addHook('onClose', () => services.close());
  // Half the shutdown's time for connections to end by themselves; the rest for the database and the sockets' goodbyes.
  const { requestsInFlight } = endConnectionsWhileClosing(app, {
    forceAfterMs: config.shutdownTimeoutMs / 2,
  });
  // Before every other onRequest hook: a refused connection costs nothing more, and every answer carries the headers.
  if (config.maxConnectionsPerAddress > 0) capConnectionsPerAddress(app, config.maxConnectionsPerAddress);
  securityHeaders(app, { agora: Boolean(config.calls.agora) });
  const demoHosts = config.seedDemoHosts ? await seedDemoHosts(services.database.db, services.hosts) : [];

  // A callback, not an async function: this runs for every request, and a promise per request costs more than the
  // check itself.
  app.addHook('onRequest', (request, _reply, done) => {
    const verdict = services.protocol.rateLimiter.hit(
      `ip:${addressKey(request.ip)}`,
      config.rateLimits.perIpPerMinute,
    );
    done(verdict.allowed ? undefined : rateLimited(verdict.retryAfterSeconds));
  });

  if (config.compressAnswers) compressAnswers(app);

  // Handlers first: plugins registered later inherit them (Fastify encapsulation).
  const web: { app?: WebApp | undefined; landing?: LandingSite | undefined } = {};
  app.setNotFoundHandler((request, reply) => {
    const landingPage = web.landing?.pageFor(request);
    if (landingPage) return sendLandingPage(request, reply, landingPage);
    const moved = wantsWebApp(request) ? legacyLanguagePath(request.url) : undefined;
    if (moved) return reply.redirect(moved, 301);
    if (web.app && wantsWebApp(request)) return sendWebApp(reply, web.app.shellFor(request.url));
    const path = request.url.split('?')[0];
    return reply.code(404).send({
      code: PROTOCOL_ERRORS.notFound,
      message: `No such endpoint: ${request.method} ${path}`,
      data: null,
    });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof GatewayError) {
      retryAfter(reply, error);
      return reply
        .code(error.httpStatus)
        .send({ code: error.code, message: error.message, data: error.data });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ code: PROTOCOL_ERRORS.internal, message: 'Internal error.', data: null });
    }
    // Unreadable requests (bad JSON, wrong content type, too large) name the problem, never a stack trace.
    return reply
      .code(status)
      .send({ code: PROTOCOL_ERRORS.invalidRequest, message: error.message, data: null });
  });

  const context: ModuleContext = { config, services, server: { version, startedAt: new Date() } };
  for (const module of GATEWAY_MODULES) await module.routes?.(app, context);
  if (config.testClock) devAdminRoute(app, services.database);
  web.app = await webRoutes(app, config.webDist);
  web.landing = await landingRoutes(app, config.landingDist, config.publicUrl);

  return { app, services, demoHosts, requestsInFlight };
}
