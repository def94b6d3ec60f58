import websocket from '@fastify/websocket';
import { PROTOCOL_ERRORS, REALTIME } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './hub.ts';

/** HTTP status of a plain GET on the WebSocket path. */
const UPGRADE_REQUIRED = 426;

/** The realtime channel at `/ws` (docs/realtime.md). */
export async function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub): Promise<void> {
  // Before the plugin's own preClose, which would close sockets without a code: ours say 1001 and wait for the
  // sockets' last presence steps while the database is still open.
  app.addHook('preClose', () => hub.close());
  await app.register(websocket, { options: { maxPayload: REALTIME.maxMessageBytes } });
  app.route({
    method: 'GET',
    url: REALTIME.path,
    handler: (_request, reply) =>
      reply.code(UPGRADE_REQUIRED).send({
        code: PROTOCOL_ERRORS.invalidRequest,
        message: `${REALTIME.path} is a WebSocket; send an upgrade request.`,
        data: null,
      }),
    wsHandler: (socket, request) => hub.accept(socket, request),
  });
}
