import {
  PROTOCOL_ERRORS,
  RESULT_CODES,
  anyResponseSchema,
  encryptedResponseSchema,
  type ApiResponse,
} from '@aura/contracts';
import { CipherError, open, type SessionKey } from './cipher.ts';
import { GatewayCallError } from './errors.ts';

/** A readable answer of the gateway: its HTTP status and its `{ code, message, data }`. */
export interface Answer extends ApiResponse<unknown> {
  httpStatus: number;
}

export interface ReadContext {
  /** The key the request was sealed with; the answer must come sealed with it too. */
  sealedWith: SessionKey | undefined;
  aad: string;
  crypto: Crypto;
  /** `METHOD /path`, for errors. */
  call: string;
}

/**
 * Errors the gateway answers before it has opened the request's key (an unreadable body, a cipher it cannot open,
 * an unknown key id, an unknown path, rate limits, a fault), so in plaintext even to an encrypted request. Nothing
 * else is believed unsealed: not a success, not a business or session code, not a sign or clock error (a forged
 * clock error would otherwise move the client's clock).
 */
const PLAINTEXT_ERRORS: ReadonlySet<number> = new Set([
  PROTOCOL_ERRORS.invalidRequest,
  PROTOCOL_ERRORS.invalidCipher,
  PROTOCOL_ERRORS.unknownKeyId,
  PROTOCOL_ERRORS.notFound,
  PROTOCOL_ERRORS.rateLimited,
  PROTOCOL_ERRORS.internal,
]);

function invalid(context: ReadContext, httpStatus: number, message: string): GatewayCallError {
  return new GatewayCallError({
    code: RESULT_CODES.dataInvalid,
    message,
    httpStatus,
    reason: 'invalidResponse',
    call: context.call,
  });
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Reads an HTTP response into an Answer, opening it when the request was encrypted. Throws a GatewayCallError:
 * `invalidResponse` (code dataInvalid) for an answer that is not sealed when it must be, does not open, or is no
 * gateway response; `http` for an HTTP error without a readable answer.
 */
export async function readAnswer(
  response: { status: number; data: unknown },
  context: ReadContext,
): Promise<Answer> {
  const httpStatus = response.status;
  const body = parseJson(response.data);
  const plain = anyResponseSchema.safeParse(body);
  if (plain.success && (!context.sealedWith || PLAINTEXT_ERRORS.has(plain.data.code))) {
    return { httpStatus, ...plain.data };
  }
  const sealed = encryptedResponseSchema.safeParse(body);
  if (context.sealedWith && !plain.success && sealed.success) {
    if (sealed.data.key !== context.sealedWith.fingerprint) {
      throw invalid(context, httpStatus, 'the answer is sealed with another key');
    }
    let opened: unknown;
    try {
      opened = parseJson(await open(context.crypto, context.sealedWith.key, sealed.data.data, context.aad));
    } catch (error) {
      if (error instanceof CipherError) throw invalid(context, httpStatus, error.message);
      throw error;
    }
    const inner = anyResponseSchema.safeParse(opened);
    if (!inner.success) throw invalid(context, httpStatus, 'the opened answer is no gateway response');
    return { httpStatus, ...inner.data };
  }
  if (httpStatus >= 400) {
    throw new GatewayCallError({
      code: httpStatus,
      message: plain.success ? plain.data.message : `HTTP ${httpStatus}`,
      httpStatus,
      reason: 'http',
      call: context.call,
    });
  }
  throw invalid(
    context,
    httpStatus,
    context.sealedWith
      ? 'the answer to an encrypted request lacks key or data'
      : 'the answer is no gateway response',
  );
}
