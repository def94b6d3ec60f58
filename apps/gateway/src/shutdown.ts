import type { FastifyInstance } from 'fastify';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Closes the server on SIGINT or SIGTERM: stops accepting connections, lets requests in flight finish, runs every
 * onClose hook (database, sockets), then exits. A second signal, or the timeout, exits at once.
 */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number): void {
  let closing = false;

  const shutdown = (reason: string, exitCode: number) => {
    if (closing) {
      app.log.warn({ reason }, 'second shutdown request: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
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
