import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { imPersonSchema } from '../im.ts';
import { userIdSchema } from '../people.ts';

const requestIdSchema = z.string().regex(/^[0-9]{1,18}$/, 'must be a request id');

export const friendRequestSchema = z.object({
  requestId: z.string(),
  user: imPersonSchema,
  createdAt: z.number().int(),
});

/**
 * The user's friends, the requests to and from them, whom they blocked, and what the next friend request costs:
 * free while `freeAddsLeft` lasts today, then `addPrice` coins (spec §9, both the server's).
 */
export const getFriends = endpoint({
  method: 'GET',
  path: '/api/friends',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    friends: z.array(imPersonSchema),
    incoming: z.array(friendRequestSchema),
    outgoing: z.array(friendRequestSchema),
    blocked: z.array(imPersonSchema),
    addPrice: z.number().int().nonnegative(),
    freeAddsLeft: z.number().int().nonnegative(),
  }),
});

/**
 * Asks `friendId` to be friends (spec §4). A request already waiting is answered again as it is (never charged
 * twice); a request the other side sent already is accepted instead (`friends`). Free while the day's free adds
 * last, otherwise the server's price through the ledger: `insufficientCoins` when the coins do not pay it.
 * `friendSelf` for oneself (spec §5), `userBlocked` between blocked users, `userNotFound`.
 */
export const postFriendRequest = endpoint({
  method: 'POST',
  path: '/api/friends/request',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema }),
  output: z.object({
    state: z.enum(['sent', 'friends']),
    requestId: z.string().optional(),
    /** Coins this call charged (0 when free, already sent or accepted instead). */
    charged: z.number().int().nonnegative(),
    freeAddsLeft: z.number().int().nonnegative(),
  }),
});

/** Accepts a request to this user: the two are friends (again), and messages flow. `friendRequestNotFound`. */
export const postFriendAccept = endpoint({
  method: 'POST',
  path: '/api/friends/accept',
  access: 'session',
  encryption: 'optional',
  input: z.object({ requestId: requestIdSchema }),
  output: z.object({ friend: imPersonSchema }),
});

/** Declines a request to this user, or withdraws one of theirs. `friendRequestNotFound`. */
export const postFriendDecline = endpoint({
  method: 'POST',
  path: '/api/friends/decline',
  access: 'session',
  encryption: 'optional',
  input: z.object({ requestId: requestIdSchema }),
  output: z.object({ state: z.literal('declined') }),
});

/**
 * Removes a friend (spec §4): their chat history is wiped for both, and messages between them fail with
 * `notFriends` until they are friends again.
 */
export const postFriendRemove = endpoint({
  method: 'POST',
  path: '/api/friends/remove',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema }),
  output: z.object({ removed: z.boolean() }),
});

/** Blocks a user (spec §4): no messages, requests, matches or calls between the two until the blocker unblocks. */
export const postBlock = endpoint({
  method: 'POST',
  path: '/api/friends/block',
  access: 'session',
  encryption: 'optional',
  /** `friendId`, not `userId`: that one is the envelope's (the caller). */
  input: z.object({ friendId: userIdSchema }),
  output: z.object({ blocked: z.literal(true) }),
});

/** Lifts this user's block of `userId` (only the blocker can). */
export const postUnblock = endpoint({
  method: 'POST',
  path: '/api/friends/unblock',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema }),
  output: z.object({ blocked: z.literal(false) }),
});
