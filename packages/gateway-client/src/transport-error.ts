import { GatewayCallError, NO_ANSWER_CODE } from './errors.ts';
import { HttpError } from './http.ts';

/** A request that got no answer, as a GatewayCallError; anything but an HttpError is rethrown (a bug). */
export function transportError(error: unknown, call: string): GatewayCallError {
  if (!(error instanceof HttpError)) throw error;
  if (error.code === 'ERR_CANCELED') {
    return new GatewayCallError({ code: NO_ANSWER_CODE, message: 'aborted', reason: 'aborted', call });
  }
  return new GatewayCallError({
    code: NO_ANSWER_CODE,
    message: error.message,
    reason: error.code === 'ETIMEDOUT' ? 'timeout' : 'network',
    call,
  });
}
