import { sanitizeUserName, type CallRecord } from '@aura/contracts';
import { generatedAvatarPath } from '../hosts/index.ts';
import type { CallRow, PartyRow } from './queries.ts';

/** The call as `userId` (one of its sides) sees it; `now` gives a running call its time so far. */
export function recordFor(call: CallRow, userId: number, now: number): CallRecord {
  const caller = userId === call.callerId;
  const outcome = caller ? call.callerOutcome : call.calleeOutcome;
  const answeredAt = call.answeredAt?.getTime();
  const endedAt = call.endedAt?.getTime();
  const callTimeMs = answeredAt === undefined ? 0 : (endedAt ?? now) - answeredAt;
  return {
    callId: String(call.id),
    roomNum: call.roomNum,
    role: caller ? 'caller' : 'callee',
    remoteUserId: String(caller ? call.calleeId : call.callerId),
    media: call.media,
    state: call.state,
    ...(outcome ? { outcome } : {}),
    ...(call.endReason ? { endReason: call.endReason } : {}),
    pricePerMinute: call.pricePerMinute,
    // Fixed at launch from the callee's host profile: only a host earns points (terms.ts).
    hostCall: call.pointsPerMinute > 0,
    matchCall: call.fromMatch,
    minutesBilled: call.minutesBilled,
    amount: call.minutesBilled * (caller ? call.pricePerMinute : call.pointsPerMinute),
    createdAt: call.createdAt.getTime(),
    ...(answeredAt !== undefined ? { answeredAt } : {}),
    ...(endedAt !== undefined ? { endedAt } : {}),
    callTimeSec: Math.max(0, Math.floor(callTimeMs / 1000)),
    ...(call.nextChargeAt && call.state === 'connected' ? { nextChargeAt: call.nextChargeAt.getTime() } : {}),
  };
}

/** How a party is shown to the other side. */
export function partyCard(party: PartyRow) {
  return {
    userId: String(party.id),
    userName: sanitizeUserName(party.nickname),
    avatar: party.avatar ?? generatedAvatarPath(party.searchId),
  };
}
