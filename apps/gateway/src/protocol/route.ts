import {
  PROTOCOL,
  PROTOCOL_ERRORS,
  SUCCESS_CODE,
  cipherAad,
  encryptedRequestSchema,
  requestEnvelopeQuerySchema,
  requestEnvelopeSchema,
  usesQuery,
  type Endpoint,
  type EndpointOutput,
  type EndpointParams,
  type RequestEnvelope,
} from '@aura/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../http/cookies.ts';
import { leaveUncompressed } from '../compression.ts';
import { CipherError, open, seal, type Aad, type KeyUnwrapper, type SessionKey } from './cipher.ts';
import { GatewayError, invalidRequest } from './errors.ts';
import type { KeyRing } from './keys.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { ReplayGuard } from './replay-guard.ts';
import type { ActiveSession, SessionDirectory } from './session.ts';
import { verifySignature, type BanCheck } from './verify-signature.ts';

/** What the protocol layer needs from the rest of the gateway. */
export interface ProtocolServices {
  keyRing: KeyRing;
  unwrapper: KeyUnwrapper;
  replayGuard: ReplayGuard;
  sessions: SessionDirectory;
  banCheck?: BanCheck;
  rateLimiter: RateLimiter;
  limits: { perDevicePerMinute: number };
  /** Check every answer against its schema (development and tests). */
  validateOutput: boolean;
  now: () => number;
}

/**
 * The session a handler of `E` gets: always one on a `session` endpoint (the route refuses the call before the
 * handler runs otherwise), never one on a `public` endpoint, and one when the caller signed on an
 * `optionalSession` endpoint.
 */
export type SessionOf<E extends Endpoint> = E['access'] extends 'session'
  ? ActiveSession
  : E['access'] extends 'public'
    ? undefined
    : ActiveSession | undefined;

/** One validated call, as a handler sees it. */
export interface Call<E extends Endpoint> {
  params: EndpointParams<E>;
  envelope: RequestEnvelope;
  /** The verified session of a signed call (see `SessionOf`). */
  session: SessionOf<E>;
  request: FastifyRequest;
}

export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<EndpointOutput<E>> | EndpointOutput<E>;

type Params = Record<string, unknown>;

/**
 * Serves one endpoint of `@aura/contracts` with the whole of protocol v1: the cipher, the envelope, the sign
 * (timestamp window, session, HMAC, replay), validation of input and output, and the response envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  services: ProtocolServices,
  endpoint: E,
  handler: Handler<E>,
  /** `bodyLimit` in bytes, for the few calls that carry more than Fastify's default megabyte (an image). */
  options: { bodyLimit?: number } = {},
): void {
  const routeAad = Buffer.from(cipherAad(endpoint.method, endpoint.path), 'utf8');
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    handler: async (request, reply) => {
      const path = pathOf(request.url);
      // The path as sent is what the AAD binds; it is almost always the route's own, whose bytes are made once.
      const aad = path === endpoint.path ? routeAad : cipherAad(endpoint.method, path);
      let sealKey: SessionKey | undefined;
      try {
        const opened = openRequest(request, services.unwrapper, aad);
        sealKey = opened.sealKey;
        if (endpoint.encryption === 'required' && !sealKey) {
          throw new GatewayError(PROTOCOL_ERRORS.encryptionRequired, 'This call must be encrypted.');
        }
        const params = opened.params;
        const envelope = parseEnvelope(endpoint, params, request);
        limitDevice(services, envelope.deviceId);
        const session = await verifySession(services, endpoint, params, envelope, path, request);
        const input = endpoint.input.safeParse(params);
        if (!input.success) throw invalidRequest(input.error.issues);
        const data = await handler({
          params: input.data as EndpointParams<E>,
          envelope,
          // verifySession answers by the endpoint's access, which is what SessionOf<E> says.
          session: session as SessionOf<E>,
          request,
        });
        if (services.validateOutput) {
          const checked = endpoint.output.safeParse(data);
          if (!checked.success) {
            request.log.error({ issues: checked.error.issues, path }, 'handler answered outside its schema');
            throw new Error(`output of ${endpoint.method} ${endpoint.path} does not match its schema`);
          }
        }
        return respond(reply, sealKey, aad, { code: SUCCESS_CODE, message: 'success', data });
      } catch (error) {
        if (error instanceof GatewayError) retryAfter(reply, error);
        const failure = toFailure(error, request);
        return respond(reply.code(failure.httpStatus), sealKey, aad, failure.body);
      }
    },
  });
}

/** Reads the call's parameters, opening the cipher envelope when there is one. */
function openRequest(
  request: FastifyRequest,
  unwrapper: KeyUnwrapper,
  aad: Aad,
): { params: Params; sealKey?: SessionKey } {
  if (usesQuery(request.method as Endpoint['method'])) {
    const params = (request.query ?? {}) as Params;
    const header = request.headers[PROTOCOL.keyHeader];
    if (typeof header !== 'string' || header === '') return { params };
    const separator = header.indexOf(':');
    if (separator <= 0) {
      throw new GatewayError(
        PROTOCOL_ERRORS.invalidCipher,
        `${PROTOCOL.keyHeader} must be "<kid>:<wrapped key>".`,
      );
    }
    return {
      params,
      sealKey: unwrap(unwrapper, header.slice(0, separator), () => unwrapper.unwrapHeader(header)),
    };
  }
  const body = request.body;
  if (body === undefined || body === null) return { params: {} };
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new GatewayError(PROTOCOL_ERRORS.invalidRequest, 'Invalid request. (body): must be a JSON object');
  }
  if (!('data' in body) || !('key' in body)) return { params: body as Params };
  const sealed = encryptedRequestSchema.safeParse(body);
  if (!sealed.success) throw invalidRequest(sealed.error.issues);
  const { kid, key } = sealed.data;
  const sealKey = unwrap(unwrapper, kid, () => unwrapper.unwrap(kid, key));
  let plain: unknown;
  try {
    plain = JSON.parse(open(sealKey.key, sealed.data.data, aad));
  } catch (error) {
    if (error instanceof CipherError) throw new GatewayError(PROTOCOL_ERRORS.invalidCipher, error.message);
    throw new GatewayError(PROTOCOL_ERRORS.invalidCipher, 'The decrypted body is not JSON.');
  }
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw new GatewayError(PROTOCOL_ERRORS.invalidRequest, 'Invalid request. (body): must be a JSON object');
  }
  return { params: plain as Params, sealKey };
}

/** Runs `open` (one of the unwrapper's methods), turning its CipherErrors into the protocol's answers. */
function unwrap(unwrapper: KeyUnwrapper, kid: string, open: () => SessionKey): SessionKey {
  try {
    return open();
  } catch (error) {
    if (error instanceof CipherError && error.reason === 'unknownKeyId') {
      throw new GatewayError(
        PROTOCOL_ERRORS.unknownKeyId,
        `Unknown key id ${kid}; fetch the public key again.`,
        {
          kid: unwrapper.currentKid,
        },
      );
    }
    throw new GatewayError(PROTOCOL_ERRORS.invalidCipher, (error as Error).message);
  }
}

function parseEnvelope(endpoint: Endpoint, params: Params, request: FastifyRequest): RequestEnvelope {
  const schema = usesQuery(endpoint.method) ? requestEnvelopeQuerySchema : requestEnvelopeSchema;
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw invalidRequest(parsed.error.issues);
  const envelope = parsed.data;
  // POST, PUT and PATCH may leave userId to the cookie (spec §7).
  if (!envelope.userId) {
    const fromCookie = readCookie(request.headers.cookie, 'userId');
    if (fromCookie && /^\d{1,19}$/.test(fromCookie)) envelope.userId = fromCookie;
  }
  return envelope;
}

function limitDevice(services: ProtocolServices, deviceId: string): void {
  const verdict = services.rateLimiter.hit(`device:${deviceId}`, services.limits.perDevicePerMinute);
  if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
}

/** Sets Retry-After on a rate-limited answer. */
export function retryAfter(reply: FastifyReply, error: GatewayError): void {
  const wait = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
  if (error.httpStatus === 429 && wait !== undefined) reply.header('retry-after', String(wait));
}

export function rateLimited(retryAfterSeconds: number): GatewayError {
  return new GatewayError(
    PROTOCOL_ERRORS.rateLimited,
    `Too many requests. Try again in ${retryAfterSeconds} s.`,
    { retryAfterSeconds },
    429,
  );
}

async function verifySession(
  services: ProtocolServices,
  endpoint: Endpoint,
  params: Params,
  envelope: RequestEnvelope,
  path: string,
  request: FastifyRequest,
): Promise<ActiveSession | undefined> {
  if (endpoint.access === 'public') return undefined;
  if (endpoint.access === 'optionalSession' && params.sign === undefined) return undefined;
  return verifySignature(services, {
    path,
    query: usesQuery(endpoint.method) ? (params as Record<string, string>) : {},
    fields: params,
    envelope,
    log: request.log,
  });
}

/** What Fastify sends JSON as. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function respond(reply: FastifyReply, sealKey: SessionKey | undefined, aad: Aad, body: object): FastifyReply {
  if (!sealKey) return reply.send(body);
  // Hex and base64 need no escaping: the sealed answer is written as JSON here instead of being built as an
  // object for Fastify to serialise again.
  const sealed = seal(sealKey.key, JSON.stringify(body), aad);
  return leaveUncompressed(reply)
    .header('content-type', JSON_CONTENT_TYPE)
    .send(`{"key":"${sealKey.fingerprint}","data":"${sealed}"}`);
}

/** The path of a request URL as sent: everything before the query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function toFailure(error: unknown, request: FastifyRequest): { httpStatus: number; body: object } {
  if (error instanceof GatewayError) {
    if (error.httpStatus === 429) request.log.warn({ code: error.code }, 'rate limited');
    return {
      httpStatus: error.httpStatus,
      body: { code: error.code, message: error.message, data: error.data },
    };
  }
  request.log.error({ err: error }, 'request failed');
  return {
    httpStatus: 500,
    body: { code: PROTOCOL_ERRORS.internal, message: 'Internal error.', data: null },
  };
}
