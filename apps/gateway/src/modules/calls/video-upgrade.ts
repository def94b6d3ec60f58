import { BUSINESS_CODES, type VideoUpgradeAction, type VideoUpgradeOutcome } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { FriendService } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { CallNotifier } from './ports.ts';
import { callByRoom, lockCallByRoom, updateCall } from './queries.ts';
import { videoFriendsOnlyError, type DirectCall } from './terms.ts';
import type { CallTransitions, Effect } from './transitions.ts';

export interface VideoUpgradeDeps {
  db: Db;
  friends: FriendService;
  ledger: LedgerService;
  notifier: CallNotifier;
  transitions: CallTransitions;
  /** A VIP who liked the other may have video with them anyway, as at a launch (spec §6; `callTerms`). */
  directCall?: DirectCall;
}

/** Whether `from` may bring video to `to`: friends-only rules, or a VIP's direct call to someone they liked. */
async function videoAllowed(deps: VideoUpgradeDeps, from: number, to: number): Promise<boolean> {
  return (await deps.friends.videoAllowed(from, to)) || ((await deps.directCall?.(from, to)) ?? false);
}

const conflict = (why: string) => new GatewayError(BUSINESS_CODES.callStateConflict, why);

/**
 * An audio call's switch to video (spec §4). The server keeps the one invitation that may wait per call
 * (`video_invite_by`): `invite` reaches the other side as `invited`; the other side `accept`s (both get
 * `accepted`, the call's media becomes video, both get `callState`) or `decline`s (`declined` to the inviter);
 * the inviter may `cancel` (`cancelledByCaller` or `cancelledByCallee` to the other side). An invite or accept
 * the caller's coins cannot pay a minute for fails (`failedInsufficientCoins`: to the inviter on invite, to
 * both on accept). Refused, as an error for the sender: an invite to someone who accepts video only from
 * friends (`videoFriendsOnly`), and anything that does not fit (the call not a connected audio call, no
 * invitation waiting, answering one's own, a second invitation). Answers the refusal, or the effects to run.
 */
export async function videoUpgrade(
  deps: VideoUpgradeDeps,
  userId: number,
  roomNum: string,
  action: VideoUpgradeAction,
  now: number,
): Promise<GatewayError | Effect[]> {
  const probe = await callByRoom(deps.db, roomNum);
  if (!probe || (probe.callerId !== userId && probe.calleeId !== userId)) {
    return new GatewayError(BUSINESS_CODES.callNotFound, 'No such call.');
  }
  const role = userId === probe.callerId ? 'caller' : 'callee';
  const other = role === 'caller' ? probe.calleeId : probe.callerId;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const [allowed, balance] = await Promise.all([
    action === 'invite' ? videoAllowed(deps, userId, other) : true,
    deps.ledger.balance(probe.callerId),
  ]);
  const send =
    (to: number, outcome: VideoUpgradeOutcome): Effect =>
    () =>
      deps.notifier.sendToUser(to, { type: 'videoUpgrade', roomNum, from: String(userId), outcome });

  return deps.db.transaction(async (tx) => {
    const call = await lockCallByRoom(tx, roomNum);
    if (!call || call.state !== 'connected' || call.media !== 'audio') {
      return conflict('Only a connected audio call can switch to video.');
    }
    const pending = call.videoInviteBy;
    switch (action) {
      case 'invite': {
        if (pending !== null) return conflict('An invitation to video is waiting already.');
        if (!allowed) return videoFriendsOnlyError();
        if (balance < call.pricePerMinute) return [send(userId, 'failedInsufficientCoins')];
        await updateCall(tx, call.id, { videoInviteBy: userId });
        return [send(other, 'invited')];
      }
      case 'decline':
        if (pending !== other) return conflict('No invitation to video is waiting for you.');
        await updateCall(tx, call.id, { videoInviteBy: null });
        return [send(other, 'declined')];
      case 'cancel':
        if (pending !== userId) return conflict('You have no invitation to video waiting.');
        await updateCall(tx, call.id, { videoInviteBy: null });
        return [send(other, role === 'caller' ? 'cancelledByCaller' : 'cancelledByCallee')];
      case 'accept': {
        if (pending !== other) return conflict('No invitation to video is waiting for you.');
        if (balance < call.pricePerMinute) {
          await updateCall(tx, call.id, { videoInviteBy: null });
          return [send(other, 'failedInsufficientCoins'), send(userId, 'failedInsufficientCoins')];
        }
        const updated = await updateCall(tx, call.id, { media: 'video', videoInviteBy: null });
        return [
          send(other, 'accepted'),
          send(userId, 'accepted'),
          ...deps.transitions.stateEffects(updated, now),
        ];
      }
    }
  });
}
