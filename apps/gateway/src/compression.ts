import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers under this many bytes go as they are: they fit in the first packets anyway, and compressing them would
 * cost more CPU than the bytes are worth.
 */
export const COMPRESS_MIN_BYTES = 1024;
/** Larger answers are compressed on libuv's threads, not on the event loop. */
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;
/** Brotli 4 and gzip 6: the usual levels for answers made per request (quality 11 is for files, at build). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
/** Text answers; images, fonts and archives are compressed already (or should be, by whoever made them). */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding a client takes, brotli first, from its Accept-Encoding; undefined for none of ours. */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  // The higher weight wins; brotli on a tie (smaller for the same CPU).
  return best.sort((a, b) => weightOf(b) - weightOf(a))[0];
}

const leftAlone = new WeakSet<FastifyReply>();

/**
 * Marks an answer that compressing would not make smaller: a sealed protocol answer is base64 of ciphertext, which
 * only loses base64's own overhead (docs/architecture.md, "How files and answers go over the wire").
 */
export function leaveUncompressed(reply: FastifyReply): FastifyReply {
  leftAlone.add(reply);
  return reply;
}

/** Appends `accept-encoding` to Vary, once. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses the gateway's text answers of at least `minBytes` (JSON answers of the API, the plain pages) with
 * brotli or gzip, as the client accepts, with `Vary: Accept-Encoding`. Streams (the web app's files, which the build
 * compressed: web.ts), answers that already have an encoding, sealed answers (`leaveUncompressed`) and
 * `Cache-Control: no-transform` go as they are. WebSocket upgrades never reach this hook.
 */
export function compressAnswers(app: FastifyInstance, minBytes = COMPRESS_MIN_BYTES): void {
  // A callback, not an async function: it runs for every answer, and most leave it at the first check.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (leftAlone.has(reply) || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return done(null, payload);
    const bytes = Buffer.byteLength(payload);
    if (bytes < minBytes) return done(null, payload);
    // From here the answer depends on Accept-Encoding, whatever this client sent.
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = (body: Buffer) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, body);
    };
    if (bytes <= COMPRESS_SYNC_MAX_BYTES) {
      return compressed(encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP));
    }
    (encoding === 'br' ? brotliAsync(payload, BROTLI) : gzipAsync(payload, GZIP)).then(
      compressed,
      (error: Error) => done(error),
    );
  });
}
