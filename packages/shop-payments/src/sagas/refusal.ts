import type { Message } from '@aura/auth';
import { isGatewayCallError } from '@aura/gateway-client';

/**
 * The words for a refused gateway call of the shop's flows: the flow's own words for the business codes it names
 * (`byCode`), a connection error for a call without an answer, or the generic message (session errors have raised
 * their events already). Not @aura/auth's `messageFor`: its table of every code would split a module out of the
 * app's first load (docs/performance.md).
 */
export function refusal(error: unknown, byCode: Readonly<Record<number, Message>> = {}): Message {
  if (!isGatewayCallError(error)) return { key: 'base:errors.generic' };
  if (error.reason === 'network' || error.reason === 'timeout') return { key: 'base:errors.connection' };
  return byCode[error.code] ?? { key: 'base:errors.generic' };
}
