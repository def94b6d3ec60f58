import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  version: string;
  startedAt: Date;
}

/** Liveness for load balancers and the e2e harness. */
export async function healthRoutes(
  app: FastifyInstance,
  { version, startedAt }: HealthOptions,
): Promise<void> {
  app.get('/healthz', async () => ({
    status: 'ok',
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
  }));
}
