import type { CallSession, CurrentCall } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { RtcRoleSource } from './ports.ts';
import { currentCallOf, partyOf, type CallRow } from './queries.ts';
import { partyCard } from './records.ts';

export interface CurrentCallDeps {
  db: Db;
  ledger: LedgerService;
  rtcRoles: RtcRoleSource | undefined;
  /** The call session as `userId` takes it up (ICE servers, Agora media, minute and ring lengths). */
  sessionOf(call: CallRow, userId: number, now: number): CallSession;
}

/**
 * The role `userId` plays in the negotiation of the call's media room. A call made of a match keeps the room and
 * the peer connection the match opened, where the side that waited longer is the polite one (matching knows
 * which, `RtcRoleSource`); a tab that joins again must play the same part, or both sides could insist on their
 * own offers.
 */
async function rtcRoleOf(deps: CurrentCallDeps, call: CallRow, userId: number): Promise<'caller' | 'callee'> {
  const fromOrigin = await deps.rtcRoles?.rtcRoleIn(call.id, userId);
  if (fromOrigin) return fromOrigin;
  return call.callerId === userId ? 'caller' : 'callee';
}

/** The user's open call as a reloaded tab takes it up (docs/calls.md "Taking a call up again"). */
export async function currentCallFor(
  deps: CurrentCallDeps,
  userId: number,
  now: number,
): Promise<CurrentCall | undefined> {
  const call = await currentCallOf(deps.db, userId);
  if (!call || call.state === 'ended') return undefined;
  const caller = call.callerId === userId;
  const [party, rtcRole, balance] = await Promise.all([
    partyOf(deps.db, caller ? call.calleeId : call.callerId),
    rtcRoleOf(deps, call, userId),
    caller ? deps.ledger.balance(userId) : Promise.resolve(undefined),
  ]);
  if (!party) return undefined;
  return {
    session: deps.sessionOf(call, userId, now),
    peer: partyCard(party),
    rtcRole,
    ...(balance !== undefined ? { balance } : {}),
    ...(call.state === 'ringing' ? { ringsUntil: call.ringDeadline.getTime() } : {}),
  };
}
