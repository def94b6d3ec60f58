import { isAxiosError, isCancel } from 'axios';
import { GatewayCallError, NO_ANSWER_CODE } from './errors.ts';

/** A request that got no answer, as a GatewayCallError; anything but an axios error is rethrown (a bug). */
export function transportError(error: unknown, call: string): GatewayCallError {
  if (isCancel(error)) {
    return new GatewayCallError({ code: NO_ANSWER_CODE, message: 'aborted', reason: 'aborted', call });
  }
  if (!isAxiosError(error)) throw error;
  const timedOut = error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED';
  return new GatewayCallError({
    code: NO_ANSWER_CODE,
    message: error.message,
    reason: timedOut ? 'timeout' : 'network',
    call,
  });
}
