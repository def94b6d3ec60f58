import {
  NONCE_LENGTH,
  PROTOCOL,
  PROTOCOL_ERRORS,
  RESULT_CODES,
  canonicalUrl,
  signatureSchema,
  type RequestEnvelope,
  type Signature,
} from '@aura/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ActiveSession, SessionDirectory } from './session.ts';
import { GatewayError, invalidRequest, sessionRequired } from './errors.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { signMatches } from './signature.ts';

/** The error a banned account or device gets now, or undefined when no ban applies (any more). */
export type BanCheck = (userId: number, deviceId: string) => Promise<GatewayError | undefined>;

/** What checking a sign needs; ProtocolServices has all of it. */
export interface SignatureServices {
  sessions: SessionDirectory;
  replayGuard: ReplayGuard;
  /** Says which ban code a session ended by a ban gets (spec §8: the BANNED_CODES of contracts). */
  banCheck?: BanCheck;
  now: () => number;
}

/** A request that claims to be signed, as any transport (HTTP call, WebSocket upgrade) received it. */
export interface SignedRequest {
  path: string;
  /** Parameters the canonical URL covers: a query string's; none for a call with a body. */
  query: Record<string, string | readonly string[] | undefined>;
  /** Where `sign`, `timestamp` and `nonce` are read from (the query, or the body). */
  fields: Record<string, unknown>;
  envelope: RequestEnvelope;
  log: FastifyBaseLogger;
}

/**
 * Verifies a signed request (architecture §5): the signature fields, the timestamp window, the session, the HMAC
 * over canonical URL + deviceId + nonce + timestamp + userId, then the replay memory. Throws a GatewayError
 * naming what failed. HTTP calls and the realtime channel's upgrade share it, so both refuse alike.
 */
export async function verifySignature(
  services: SignatureServices,
  request: SignedRequest,
): Promise<ActiveSession> {
  const { envelope } = request;
  if (!envelope.userId) throw sessionRequired('This call needs a signed-in session: userId is missing.');
  const { sign, timestamp, nonce } = readSignature(request.fields);

  const now = services.now();
  if (Math.abs(now - timestamp) > PROTOCOL.timestampWindowMs) {
    throw new GatewayError(
      PROTOCOL_ERRORS.timestampOutOfWindow,
      'The timestamp is too far from the server clock; correct the clock offset and sign again.',
      { serverTime: now },
    );
  }

  const lookup = await services.sessions.lookup(Number(envelope.userId), envelope.deviceId);
  if (lookup.status === 'replaced') {
    throw new GatewayError(
      RESULT_CODES.activeOnAnotherDevice,
      'Your account was signed in on another device.',
    );
  }
  if (lookup.status === 'banned') {
    const banned = await services.banCheck?.(Number(envelope.userId), envelope.deviceId);
    // A ban that has since ended (a 48-hour block) leaves a signed-out visitor: log in again.
    if (banned) throw banned;
  }
  if (lookup.status !== 'active')
    throw sessionRequired('No session for this user on this device; log in again.');

  const signed = {
    canonicalUrl: canonicalUrl(request.path, request.query),
    deviceId: envelope.deviceId,
    nonce,
    timestamp,
    userId: envelope.userId,
  };
  if (!signMatches(lookup.session.loginToken, signed, sign)) {
    request.log.warn({ userId: envelope.userId, path: request.path }, 'sign mismatch');
    throw new GatewayError(PROTOCOL_ERRORS.signatureInvalid, 'The sign does not match this request.');
  }
  // Last, so that a forged sign is never remembered and cannot use up a genuine one.
  if (!(await services.replayGuard.firstUse(sign, timestamp + PROTOCOL.timestampWindowMs))) {
    throw new GatewayError(
      PROTOCOL_ERRORS.signatureReplayed,
      'This request was already received (replayed sign).',
    );
  }
  return lookup.session;
}

const UPPERCASE_HEX_SIGN = /^[0-9A-F]{64}$/;
const NONCE = new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`);
/** A timestamp as clients write it: decimal digits, no sign, no leading zero. */
const DECIMAL = /^[1-9][0-9]{0,15}$/;

/**
 * The signature fields of a call. Well-formed ones, which nearly every call brings, are recognised here by hand: in
 * the gateway, zod's generic code runs over the shapes of every endpoint and costs about a microsecond a call more.
 * Anything else goes to `signatureSchema`, which accepts all this accepts, with the same result, and words the
 * errors (a test holds the two together).
 */
export function readSignature(fields: Record<string, unknown>): Signature {
  const { sign, nonce, timestamp } = fields;
  if (
    typeof sign === 'string' &&
    typeof nonce === 'string' &&
    UPPERCASE_HEX_SIGN.test(sign) &&
    NONCE.test(nonce)
  ) {
    const value = typeof timestamp === 'string' && DECIMAL.test(timestamp) ? Number(timestamp) : timestamp;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
      return { sign, timestamp: value, nonce };
    }
  }
  const parsed = signatureSchema.safeParse(fields);
  if (!parsed.success) throw invalidRequest(parsed.error.issues);
  return parsed.data;
}
