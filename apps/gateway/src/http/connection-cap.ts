import type { Socket } from 'node:net';
import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { addressKey } from './addresses.ts';

/** What a refused connection is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Caps the connections open at once from one address (an IPv4 address or an IPv6 /64, `addressKey`), WebSockets
 * included. A connection over the cap gets one answer to its first request, 429 in the protocol's shape with
 * `Connection: close`, and is closed: the client sees why, instead of a reset. Register before any other
 * onRequest hook, so a refused request costs nothing else (no rate-limit count, no handler).
 *
 * The count is of the socket's own address: behind a reverse proxy every connection is the proxy's, so the cap
 * is then the proxy's job (docs/configuration.md).
 */
export function capConnectionsPerAddress(app: FastifyInstance, maxPerAddress: number): void {
  const open = new Map<string, number>();
  const overCap = new WeakSet<Socket>();

  app.server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    open.set(key, count);
    if (count > maxPerAddress) overCap.add(socket);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!overCap.has(request.raw.socket)) return done();
    request.log.warn({ maxPerAddress }, 'too many connections from one address: refused');
    // Node closes an HTTP connection after `Connection: close`; a refused WebSocket upgrade's socket is nobody's.
    const { socket } = request.raw;
    reply.raw.once('finish', () => socket.end());
    void reply
      .code(429)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({
        code: PROTOCOL_ERRORS.rateLimited,
        message: `Too many connections from your address. Try again in ${RETRY_AFTER_SECONDS} s.`,
        data: { retryAfterSeconds: RETRY_AFTER_SECONDS },
      });
  });
}
