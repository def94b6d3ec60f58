import { randomBytes } from 'node:crypto';
import { BUSINESS_CODES, USER_STATUS, type CallMedia } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { FriendService } from '../friends/index.ts';
import { heldByKyc } from '../kyc/index.ts';
import { insufficientCoins, type LedgerService } from '../ledger/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { callError } from './errors.ts';
import {
  claimParticipants,
  insertCall,
  participantsIn,
  partyOf,
  type CallRow,
  type PartyRow,
} from './queries.ts';
import { callTerms, type CallTerms, type DirectCall } from './terms.ts';

export interface LaunchDeps {
  db: Db;
  ledger: LedgerService;
  presence: PresenceService;
  friends: FriendService;
  ringTimeoutMs: number;
  directCall?: DirectCall;
}

/** 64 random bits as 16 hex digits: unguessable, and the room's only name on the wire. */
export function newRoomNum(): string {
  return randomBytes(8).toString('hex');
}

const callerBusy = () => callError(BUSINESS_CODES.callerBusy, 'You are already in a call.');
const calleeBusy = () => callError(BUSINESS_CODES.calleeBusy, 'The person you are calling is busy.');

/**
 * A launch's checks and its ringing call: the call row and both sides marked in it, in one transaction. Refused
 * (nothing kept) for a call to oneself, to nobody, to someone offline, to video from friends only, without the
 * first minute's coins; a callee in another call is recorded as busy for both, and refused.
 */
export async function startRinging(
  deps: LaunchDeps,
  request: { callerId: number; calleeId: number; media: CallMedia },
  now: number,
): Promise<{ call: CallRow; caller: PartyRow }> {
  const { db, ledger, presence } = deps;
  const { callerId, calleeId, media } = request;
  if (callerId === calleeId) throw callError(BUSINESS_CODES.callSelf, 'You cannot call yourself.');
  const [callee, caller] = await Promise.all([partyOf(db, calleeId), partyOf(db, callerId)]);
  if (!callee || !caller) throw callError(BUSINESS_CODES.userNotFound, 'No such user.');
  // Spec §6: an under-18 suspect neither calls nor is called until the age check passes (docs/kyc.md). The
  // caller is not told why their callee cannot be reached.
  const held = await heldByKyc(db, [callerId, calleeId]);
  if (held.includes(callerId))
    throw callError(BUSINESS_CODES.kycRequired, 'Please verify your age before calling.');
  if (held.includes(calleeId))
    throw callError(BUSINESS_CODES.calleeOffline, 'The person you are calling is offline.');
  const status = await presence.status(calleeId);
  if (status === USER_STATUS.offline || status === USER_STATUS.invisible) {
    throw callError(BUSINESS_CODES.calleeOffline, 'The person you are calling is offline.');
  }
  // Spec §6: some users accept video calls only from friends; a voice call to them is open to anyone. A host's
  // price (the friends' price for a friend) is fixed for the call at launch; calling a user who is no host costs
  // the default price and earns them no points.
  const { pricePerMinute, pointsPerMinute } = await callTerms(
    deps.friends,
    callerId,
    callee,
    media,
    deps.directCall,
  );
  const busyNow = await participantsIn(db, [callerId, calleeId]);
  if (busyNow.includes(callerId)) throw callerBusy();
  // In a call is what call_participants says; presence's busy flag only shows it (and a process killed between
  // a call's end and clearing the flag must not leave the callee unreachable).
  if (busyNow.includes(calleeId)) return recordBusy(db, request, pricePerMinute, now);
  const balance = await ledger.balance(callerId);
  if (balance < pricePerMinute) throw insufficientCoins(balance, pricePerMinute);

  const call = await db
    .transaction(async (tx) => {
      const row = await insertCall(tx, {
        roomNum: newRoomNum(),
        callerId,
        calleeId,
        media,
        state: 'ringing',
        pricePerMinute,
        pointsPerMinute,
        ringDeadline: new Date(now + deps.ringTimeoutMs),
        createdAt: new Date(now),
      });
      const claimed = await claimParticipants(tx, row.id, callerId, calleeId);
      // Another launch took one of them since the check above: nothing of this one is kept.
      if (claimed.length < 2) throw new LaunchRace(claimed.includes(callerId));
      return row;
    })
    .catch((error: unknown) => {
      if (!(error instanceof LaunchRace)) throw error;
      if (!error.callerFree) throw callerBusy();
      return undefined;
    });
  if (!call) return recordBusy(db, request, pricePerMinute, now);
  return { call, caller };
}

/**
 * A match made into a call, inside matching's transaction `tx`: a connected video call in the match's room, both
 * sides marked in it. Refused with `calleeBusy`/`callerBusy` when either side is in another call.
 */
export async function insertMatchCallIn(
  tx: Db,
  request: { roomNum: string; callerId: number; calleeId: number; terms: CallTerms },
  now: number,
): Promise<CallRow> {
  const { roomNum, callerId, calleeId, terms } = request;
  const row = await insertCall(tx, {
    roomNum,
    callerId,
    calleeId,
    media: 'video',
    state: 'connected',
    pricePerMinute: terms.pricePerMinute,
    pointsPerMinute: terms.pointsPerMinute,
    fromMatch: true,
    ringDeadline: new Date(now),
    answeredAt: new Date(now),
    createdAt: new Date(now),
  });
  const claimed = await claimParticipants(tx, row.id, callerId, calleeId);
  if (claimed.length < 2) throw claimed.includes(callerId) ? calleeBusy() : callerBusy();
  return row;
}

/** A launch at a callee in another call: recorded as busy for both, and refused. */
async function recordBusy(
  db: Db,
  { callerId, calleeId, media }: { callerId: number; calleeId: number; media: CallMedia },
  price: number,
  now: number,
): Promise<never> {
  const at = new Date(now);
  await insertCall(db, {
    roomNum: newRoomNum(),
    callerId,
    calleeId,
    media,
    state: 'ended',
    pricePerMinute: price,
    pointsPerMinute: 0,
    ringDeadline: at,
    endedAt: at,
    callerOutcome: 'busy',
    calleeOutcome: 'busy',
    createdAt: at,
  });
  throw calleeBusy();
}

class LaunchRace extends Error {
  constructor(readonly callerFree: boolean) {
    super('call launch raced another call');
  }
}
