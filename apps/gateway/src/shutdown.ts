import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Once the server is closing, no connection outlives its last answer. Register it before any other preClose hook.
 *
 * Fastify closes the keep-alive connections that are idle when `close()` begins, and answers new requests 503; but
 * `close()` waits for every connection, and some stayed open (restarts in the e2e suite hit the shutdown timeout
 * with one HTTP connection left):
 * - A request in flight at that moment left its connection open for the keep-alive timeout (72 s) after it was
 *   answered. Every response now says `Connection: close`.
 * - A WebSocket upgrade (a page's realtime client reconnecting after the server said goodbye) arriving before
 *   @fastify/websocket's own preClose stops listening for upgrades got its 503 on a socket nobody closed. Upgrade
 *   listeners are dropped first, so such a request is plain HTTP: 503, `Connection: close`, closed.
 * - Whatever is still connected `forceAfterMs` into the shutdown is cut, and logged with the last request each
 *   connection carried, so that the shutdown ends cleanly instead of at its timeout, and the log says what it was.
 */
export function endConnectionsWhileClosing(
  app: FastifyInstance,
  { forceAfterMs }: { forceAfterMs: number },
): { requestsInFlight: () => string[] } {
  let closing = false;
  /** Requests being answered, with when they came. */
  const inFlight = new Map<FastifyRequest, number>();
  /** Every open connection, with the last request it carried. */
  const connections = new Map<Socket, string>();
  let forceTimer: NodeJS.Timeout | undefined;
  const requestLine = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, 'no request');
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', (done) => {
    closing = true;
    app.server.removeAllListeners('upgrade');
    forceTimer = setTimeout(() => {
      if (connections.size === 0) return;
      const left = [...connections].map(([socket, last]) => ({
        last,
        upgraded: !(socket as Socket & { parser?: unknown }).parser,
        bytesRead: socket.bytesRead,
        bytesWritten: socket.bytesWritten,
      }));
      app.log.warn({ forceAfterMs, connections: left }, 'connections still open while shutting down: cut');
      for (const socket of connections.keys()) socket.destroy();
    }, forceAfterMs);
    forceTimer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(forceTimer);
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (connections.has(request.raw.socket)) connections.set(request.raw.socket, requestLine(request));
    // A WebSocket upgrade becomes a socket of the realtime hub, with no response to end it here.
    if (!request.headers.upgrade) inFlight.set(request, Date.now());
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    inFlight.delete(request);
    done();
  });
  // For the log of a shutdown that takes too long: what is still being answered, and for how long.
  return {
    requestsInFlight: () =>
      [...inFlight].map(([request, since]) => `${requestLine(request)} for ${Date.now() - since} ms`),
  };
}

/**
 * Closes the server on SIGINT or SIGTERM: stops accepting connections, lets requests in flight finish, runs every
 * onClose hook (database, sockets), then exits. A second signal, or the timeout, exits at once; the timeout's log
 * says what was still open (`progress`) so that a slow shutdown can be told apart from a stuck one.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  timeoutMs: number,
  progress: () => Record<string, unknown> = () => ({}),
): void {
  let closing = false;

  const shutdown = (reason: string, exitCode: number) => {
    if (closing) {
      app.log.warn({ reason }, 'second shutdown request: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ reason }, 'shutting down');
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      app.server.getConnections((_error, httpConnections) => {
        app.log.error({ timeoutMs, httpConnections, ...progress() }, 'shutdown timed out: exiting');
        process.exit(1);
      });
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info({ ms: Date.now() - startedAt }, 'shut down cleanly');
        process.exit(exitCode);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };

  for (const signal of SIGNALS) process.on(signal, () => shutdown(signal, 0));
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (error) => {
    app.log.fatal({ err: error }, 'unhandled rejection');
    shutdown('unhandledRejection', 1);
  });
}
