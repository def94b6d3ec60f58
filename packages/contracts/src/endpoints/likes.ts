import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { cardDeckSchema, likeResultSchema, likerSchema } from '../likes.ts';
import { userIdSchema } from '../people.ts';

// The card route (docs/profiles.md "The card"): the deck, a like (spec §7 `POST /matches/api/like`), a pass, and
// the people who liked the user.

/** The next people to like or pass, one card each, and the price of a like. */
export const getCardDeck = endpoint({
  method: 'GET',
  path: '/api/card/deck',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: cardDeckSchema,
});

/**
 * Likes a user: `LIKE_LIMITS.price` coins through the ledger on `like:<likerId>:<likedId>`, once per pair (a repeat
 * charges nothing). A like back makes the two friends, free. `insufficientCoins` when the coins cannot pay it,
 * `likeSelf`, `likeNotAllowed`.
 */
export const postLike = endpoint({
  method: 'POST',
  path: '/matches/api/like',
  access: 'session',
  encryption: 'optional',
  // `friendId`, as the profile route names another user: `userId` is the envelope's (the signed session's).
  input: z.object({ friendId: userIdSchema }),
  output: likeResultSchema,
});

/** Passes a card: free, and hides that user from the deck for `LIKE_LIMITS.passDays` days. */
export const postCardPass = endpoint({
  method: 'POST',
  path: '/api/card/pass',
  access: 'session',
  encryption: 'optional',
  input: z.object({ friendId: userIdSchema }),
  output: z.object({ passed: z.literal(true) }),
});

/** The people who liked the user and were not liked back, newest first. */
export const getLikes = endpoint({
  method: 'GET',
  path: '/api/card/likes',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ likes: z.array(likerSchema) }),
});
