import { BUSINESS_CODES, type CallEndReason, type CallOutcome, type CallRole } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import type { MediaFailure } from './slice.ts';

/** Business codes of a refused call that base.json words under `call.` (spec §8 and the gateway's call codes). */
const CALL_CODE_KEYS: ReadonlyMap<number, string> = new Map(
  (
    [
      'calleeBusy',
      'calleeOffline',
      'callSelf',
      'videoFriendsOnly',
      'callNotFound',
      'callStateConflict',
      'callerBusy',
      'userBlocked',
    ] as const
  ).map((name) => [BUSINESS_CODES[name], `base:call.${name}`]),
);

/** The message shown for a failed call endpoint: the gateway's call codes in the spec's words, else generic. */
export function messageKeyOfError(error: unknown): string {
  if (!isGatewayCallError(error)) return 'base:errors.generic';
  if (error.reason !== 'server') return 'base:errors.connection';
  if (error.code === BUSINESS_CODES.insufficientCoins) return 'base:coins.insufficientForCall';
  return CALL_CODE_KEYS.get(error.code) ?? 'base:errors.generic';
}

/** The message of a business code the server sent over realtime (a refused switch to video), else generic. */
export function messageKeyOfCode(code: number): string {
  return CALL_CODE_KEYS.get(code) ?? 'base:errors.generic';
}

/** A refused launch that is a spec outcome rather than a failure (spec §4: busy). */
export function outcomeOfError(error: unknown): CallOutcome | 'failed' {
  return isGatewayCallError(error) && error.code === BUSINESS_CODES.calleeBusy ? 'busy' : 'failed';
}

/**
 * The message beside an outcome the server decided, when the reason needs saying to this side. Coins are the
 * caller's to pay: only the caller is told they ran short; the callee (the host) sees the plain ending.
 */
export function messageKeyOfEndReason(reason: CallEndReason | undefined, role: CallRole): string | undefined {
  if (reason === 'coinsDepleted' || reason === 'insufficientCoins') {
    return role === 'caller' ? 'base:coins.insufficientForCall' : undefined;
  }
  if (reason === 'connectionLost') return 'base:call.connectionFailed';
  // The side that left is not there to read it; the side that stayed learns why the call ended.
  if (reason === 'left') return 'base:call.otherLeft';
  return undefined;
}

/** The permission prompt's text for each way the camera or microphone could not be had. */
export const MEDIA_FAILURE_KEYS: Record<MediaFailure, string> = {
  denied: 'app:call.permission.denied',
  notFound: 'app:call.permission.notFound',
  inUse: 'app:call.permission.inUse',
  unsupported: 'app:call.permission.unsupported',
};
