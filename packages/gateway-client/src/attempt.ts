import {
  PROTOCOL_ERRORS,
  RESULT_CODES,
  SESSION_EXPIRED_HTTP_STATUS,
  SUCCESS_CODE,
  getPublicKey,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type RequestEnvelope,
} from '@aura/contracts';
import { CipherError } from './cipher.ts';
import type { GatewayClientEvent } from './client-events.ts';
import { GatewayCallError } from './errors.ts';
import type { Http } from './http.ts';
import type { Session } from './identifiers.ts';
import type { KeyExchange, WrappedKey } from './key-exchange.ts';
import { buildRequest, type Signer } from './request.ts';
import { readAnswer, type Answer } from './response.ts';
import { sessionEventOf } from './session-events.ts';
import { transportError } from './transport-error.ts';

/** What one attempt at a call needs from its client. */
export interface AttemptContext {
  http: Http;
  crypto: Crypto;
  keys: KeyExchange;
  session(): Session | undefined;
  envelope(session: Session | undefined, noCrypt: boolean): RequestEnvelope;
  signer(session: Session): Signer;
  emit(event: GatewayClientEvent): void;
}

/** What one attempt gave: the data, or the failure and the key id it was sent with. */
export type Outcome<E extends Endpoint> =
  { ok: true; data: EndpointOutput<E> } | { ok: false; error: GatewayCallError; kid?: string };

function invalidInput(call: string, zodIssues: { path: PropertyKey[]; message: string }[]): GatewayCallError {
  const issues = zodIssues.map(({ path, message }) => ({ field: path.map(String).join('.'), message }));
  return new GatewayCallError({
    code: PROTOCOL_ERRORS.invalidRequest,
    message: `invalid input: ${issues.map(({ field, message }) => `${field} ${message}`).join('; ')}`,
    data: { issues },
    reason: 'invalidInput',
    call,
  });
}

async function wrappedKey(keys: KeyExchange): Promise<WrappedKey | GatewayCallError> {
  try {
    return await keys.get();
  } catch (error) {
    if (error instanceof GatewayCallError) return error;
    if (!(error instanceof CipherError)) throw error;
    return new GatewayCallError({
      code: RESULT_CODES.dataInvalid,
      message: error.message,
      reason: 'invalidResponse',
      call: `${getPublicKey.method} ${getPublicKey.path}`,
    });
  }
}

/**
 * One request and its answer: checks the input, signs, encrypts, sends, opens, raises the session event the
 * answer means, and validates the data against the endpoint's output schema.
 */
export async function attempt<E extends Endpoint>(
  context: AttemptContext,
  endpoint: E,
  input: EndpointInput<E>,
  options: { plaintext: boolean; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<Outcome<E>> {
  const call = `${endpoint.method} ${endpoint.path}`;
  const checked = endpoint.input.safeParse(input);
  if (!checked.success) return { ok: false, error: invalidInput(call, checked.error.issues) };
  const session = context.session();
  if (endpoint.access === 'session' && !session) {
    const message = 'this call needs a session';
    const error = new GatewayCallError({
      code: SESSION_EXPIRED_HTTP_STATUS,
      message,
      reason: 'noSession',
      call,
    });
    return { ok: false, error };
  }
  // optionalSession calls are signed whenever there is a session, so the gateway knows who calls.
  const signed = endpoint.access !== 'public' && session !== undefined;

  const key = options.plaintext ? undefined : await wrappedKey(context.keys);
  if (key instanceof GatewayCallError) return { ok: false, error: key };
  const failed = (error: GatewayCallError): Outcome<E> => ({ ok: false, error, kid: key?.kid });

  const request = await buildRequest({
    method: endpoint.method,
    path: endpoint.path,
    params: (input ?? {}) as Record<string, unknown>,
    envelope: context.envelope(session, options.plaintext),
    signer: signed ? context.signer(session) : undefined,
    key,
    crypto: context.crypto,
  });

  let answer: Answer;
  try {
    const response = await context.http.request({
      method: request.method,
      url: request.url,
      // The protocol's headers last: extra ones were checked not to clash, and could not win if they did.
      headers: { ...options.headers, ...request.headers },
      data: request.body,
      signal: options.signal,
    });
    const read = { sealedWith: key?.sessionKey, aad: request.aad, crypto: context.crypto, call };
    answer = await readAnswer(response, read);
  } catch (error) {
    const failure = error instanceof GatewayCallError ? error : transportError(error, call);
    const { httpStatus, message } = failure;
    const event = httpStatus === undefined ? undefined : sessionEventOf({ httpStatus, message });
    if (event) context.emit(event);
    return failed(failure);
  }

  const event = sessionEventOf(answer);
  if (event) context.emit(event);
  const { code, message, data, httpStatus } = answer;
  if (code !== SUCCESS_CODE || httpStatus >= 300) {
    return failed(new GatewayCallError({ code, message, data, httpStatus, reason: 'server', call }));
  }
  const output = endpoint.output.safeParse(data);
  if (!output.success) {
    return failed(
      new GatewayCallError({
        code: RESULT_CODES.dataInvalid,
        message: `the answer does not match the output schema of ${call}`,
        data: { issues: output.error.issues },
        httpStatus,
        reason: 'invalidResponse',
        call,
      }),
    );
  }
  return { ok: true, data: output.data as EndpointOutput<E> };
}
