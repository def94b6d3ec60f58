import { BUSINESS_CODES, type CallMedia } from '@aura/contracts';
import { GatewayError } from '../../protocol/errors.ts';
import type { FriendService } from '../friends/index.ts';
import { DEFAULT_HOST_PRICE } from '../hosts/index.ts';
import type { PartyRow } from './queries.ts';

/** What a call is made under, fixed when it starts: the caller's coins per minute, the callee's points per minute. */
export interface CallTerms {
  pricePerMinute: number;
  pointsPerMinute: number;
}

/** Spec §6: the callee accepts video only from friends, and the caller is not one (the words are §6's). */
export function videoFriendsOnlyError(): GatewayError {
  return new GatewayError(
    BUSINESS_CODES.videoFriendsOnly,
    'This user accepts video calls only from friends.',
  );
}

/** One of the two blocked the other (issue 18): the same neutral words for both sides. */
export function userBlockedError(): GatewayError {
  return new GatewayError(BUSINESS_CODES.userBlocked, 'You cannot call this user.');
}

/**
 * What `callerId` pays per minute to call `callee`: the host's price, or the host's friends' price for a friend; a
 * user who is no host costs the default price.
 */
export async function priceFor(friends: FriendService, callerId: number, callee: PartyRow): Promise<number> {
  if (callee.pricePerMinute === null) return DEFAULT_HOST_PRICE;
  if (callee.friendPricePerMinute !== null && (await friends.areFriends(callerId, callee.id))) {
    return callee.friendPricePerMinute;
  }
  return callee.pricePerMinute;
}

/**
 * Whether `callerId` may call `calleeId` directly though they take video from friends only: a VIP who liked them
 * (spec §6; docs/profiles.md "The card"), as the composition root answers it.
 */
export type DirectCall = (callerId: number, calleeId: number) => Promise<boolean>;

/**
 * The friends rules every call starts under, however it starts (a launch, a match made into a call): a pair where
 * one blocked the other never rings (`userBlocked`), a video call
 * to someone who accepts video only from friends is refused unless the two are friends or `directCall` says the
 * caller may (`videoFriendsOnly`; voice
 * is open to anyone), and the caller pays the callee's price for them (the friends' price between friends). The
 * callee earns their points per minute either way; a user who is no host earns none.
 */
export async function callTerms(
  friends: FriendService,
  callerId: number,
  callee: PartyRow,
  media: CallMedia,
  directCall?: DirectCall,
): Promise<CallTerms> {
  if (await friends.blocked(callerId, callee.id)) throw userBlockedError();
  if (
    media === 'video' &&
    !(await friends.videoAllowed(callerId, callee.id)) &&
    !(await directCall?.(callerId, callee.id))
  )
    throw videoFriendsOnlyError();
  return {
    pricePerMinute: await priceFor(friends, callerId, callee),
    pointsPerMinute: callee.pointsPerMinute ?? 0,
  };
}
