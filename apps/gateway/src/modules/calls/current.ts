import { getCallCurrent, type CurrentCall } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { matches } from '../../db/schema.ts';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import { LedgerService } from '../ledger/service.ts';
import { currentCallOf, partyOf, type CallRow } from './queries.ts';
import { partyCard, recordFor } from './records.ts';
import type { CallService } from './service.ts';

/**
 * The role `userId` plays in the negotiation of the call's media room. A call made of a match keeps the room and
 * the peer connection the match opened, where the side that waited longer (`userA`) is the polite one; a tab that
 * joins again must play the same part, or both sides could insist on their own offers.
 */
async function rtcRoleOf(db: Db, call: CallRow, userId: number): Promise<'caller' | 'callee'> {
  const [match] = await db.select({ userA: matches.userA }).from(matches).where(eq(matches.callId, call.id));
  if (match) return match.userA === userId ? 'callee' : 'caller';
  return call.callerId === userId ? 'caller' : 'callee';
}

/** The user's open call as a reloaded tab takes it up (docs/calls.md "Taking a call up again"). */
export async function currentCallFor(
  calls: CallService,
  db: Db,
  ledger: LedgerService,
  userId: number,
  now: number,
): Promise<CurrentCall | undefined> {
  const call = await currentCallOf(db, userId);
  if (!call || call.state === 'ended') return undefined;
  const caller = call.callerId === userId;
  const [party, rtcRole, balance] = await Promise.all([
    partyOf(db, caller ? call.calleeId : call.callerId),
    rtcRoleOf(db, call, userId),
    caller ? ledger.balance(userId) : Promise.resolve(undefined),
  ]);
  if (!party) return undefined;
  return {
    session: {
      call: recordFor(call, userId, now),
      iceServers: calls.iceServers,
      ...calls.agoraFor(call.roomNum, userId),
      minuteMs: calls.minuteMs,
      ringTimeoutMs: calls.ringTimeoutMs,
    },
    peer: partyCard(party),
    rtcRole,
    ...(balance !== undefined ? { balance } : {}),
    ...(call.state === 'ringing' ? { ringsUntil: call.ringDeadline.getTime() } : {}),
  };
}

/** GET /api/call/current: the caller's open call, for a tab opened or reloaded during it. */
export function currentCallRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  calls: CallService,
  db: Db,
): void {
  const ledger = new LedgerService(db);
  route(app, services, getCallCurrent, async ({ session }) => {
    const current = await currentCallFor(calls, db, ledger, session.userId, services.now());
    return current ? { current } : {};
  });
}
