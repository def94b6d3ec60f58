import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { PROTOCOL_ERRORS } from '@aura/contracts';

/**
 * How long a request may take to arrive, headers and body: a client that sends nothing, or a body that never
 * finishes (slowloris), is answered 408 and cut instead of holding its connection for ever. Node checks its
 * connections on an interval; a tenth of the timeout keeps the cut close to it without walking the connection
 * list too often. The time to answer is not limited here (a handler's own work), nor a WebSocket once upgraded.
 * Between requests, an idle keep-alive connection is closed after `keepAliveTimeoutMs`.
 */
export function requestTimeouts(
  requestTimeoutMs: number,
  keepAliveTimeoutMs: number,
): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
} {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeoutMs / 10))),
    },
    clientErrorHandler,
  };
}

/**
 * A request Node could not read (timed out, malformed, headers too large) is answered in the protocol's shape
 * (docs/protocol.md §1), as Fastify's own handler would otherwise answer in its own, and the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ code: PROTOCOL_ERRORS.invalidRequest, message, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
