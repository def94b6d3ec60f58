import type { HostCard } from '@aura/contracts';
import type { HostPresence } from './selectors.ts';

/**
 * Why a call button is not offered: the host is away or in a call, the caller cannot pay a minute, or (video only)
 * the host takes video only from friends and the caller is not one.
 */
export type CallBlock = 'offline' | 'busy' | 'coins' | 'friendsOnly';

/** Who looks at a card: a signed-in user's coins (undefined while unknown) and whether the host is a friend. */
export interface CallViewer {
  coins: number | undefined;
  friend: boolean;
}

/** What stops each of a card's two calls; nothing for a call that can start. */
export interface CallBlocks {
  video: CallBlock | undefined;
  voice: CallBlock | undefined;
}

/**
 * Whether each call to `host` can start, decided before the press (issue 18: the buttons used to fail only after
 * it), by the gateway's own rules (calls/terms.ts). A host who is offline or busy takes no call; a caller whose
 * coins do not cover the first minute at the price he would pay (the friends' price for a friend) cannot pay for
 * one; a host who takes video only from friends takes a stranger's voice call, not his video. An invisible host's
 * status is not told, so her buttons stay. A visitor (`viewer` undefined) is blocked by presence only: his press
 * opens the login popup, and who he is decides the rest.
 */
export function callBlocksOf(
  host: Pick<HostCard, 'pricePerMinute' | 'friendPricePerMinute' | 'videoFriendsOnly'>,
  presence: HostPresence,
  viewer: CallViewer | undefined,
): CallBlocks {
  const both = (block: CallBlock | undefined): CallBlocks => ({ video: block, voice: block });
  if (presence === 'offline' || presence === 'busy') return both(presence);
  if (!viewer) return both(undefined);
  const price = viewer.friend ? host.friendPricePerMinute : host.pricePerMinute;
  if (viewer.coins !== undefined && viewer.coins < price) return both('coins');
  return { video: host.videoFriendsOnly && !viewer.friend ? 'friendsOnly' : undefined, voice: undefined };
}
