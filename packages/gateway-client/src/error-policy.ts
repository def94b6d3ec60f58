import type { Endpoint, EndpointOutput } from '@aura/contracts';
import type { GatewayCallError } from './errors.ts';

/**
 * What a failed call gives its caller (spec §7, "Handling"): `swallow` resolves undefined, `reject` throws the
 * GatewayCallError, `returnError` resolves it. Session errors raise their session event under every policy.
 */
export type ErrorPolicy = 'swallow' | 'reject' | 'returnError';

/** What a call resolves to under a policy. */
export type CallResult<E extends Endpoint, P extends ErrorPolicy> = P extends 'swallow'
  ? EndpointOutput<E> | undefined
  : P extends 'returnError'
    ? EndpointOutput<E> | GatewayCallError
    : EndpointOutput<E>;

export function applyErrorPolicy(policy: ErrorPolicy, error: GatewayCallError): undefined | GatewayCallError {
  if (policy === 'reject') throw error;
  return policy === 'returnError' ? error : undefined;
}
