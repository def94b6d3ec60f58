/**
 * Why a call failed:
 * - `server`: the gateway answered with a code other than success (business, protocol or session code);
 * - `http`: an HTTP error without a readable answer (a proxy's 502 page, say);
 * - `invalidResponse`: the answer cannot be trusted or understood: not sealed when it had to be, does not open,
 *   or does not match the endpoint's schema (code `RESULT_CODES.dataInvalid`);
 * - `network`, `timeout`, `aborted`: no answer at all (code `NO_ANSWER_CODE`);
 * - `invalidInput`: the input failed the endpoint's schema, so nothing was sent;
 * - `noSession`: a session call without a session, so nothing was sent.
 */
export type GatewayCallErrorReason =
  'server' | 'http' | 'invalidResponse' | 'network' | 'timeout' | 'aborted' | 'invalidInput' | 'noSession';

/** `code` of a call that got no answer; `reason` says why. */
export const NO_ANSWER_CODE = 0;

/** A failed gateway call, with the gateway's code, message and data when it answered. */
export class GatewayCallError extends Error {
  override name = 'GatewayCallError';
  readonly code: number;
  readonly data: unknown;
  /** The HTTP status of the answer; undefined when there was none. */
  readonly httpStatus: number | undefined;
  readonly reason: GatewayCallErrorReason;
  /** `METHOD /path` of the call. */
  readonly call: string;

  constructor(fields: {
    code: number;
    message: string;
    data?: unknown;
    httpStatus?: number;
    reason: GatewayCallErrorReason;
    call: string;
  }) {
    super(fields.message);
    this.code = fields.code;
    this.data = fields.data ?? null;
    this.httpStatus = fields.httpStatus;
    this.reason = fields.reason;
    this.call = fields.call;
  }
}

export function isGatewayCallError(value: unknown): value is GatewayCallError {
  return value instanceof GatewayCallError;
}
