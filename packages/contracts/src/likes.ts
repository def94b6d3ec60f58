import { z } from 'zod';
import { profileDetailSchema } from './endpoints/profile.ts';
import { userIdSchema } from './people.ts';

/**
 * The card route's likes (spec §1 "coins pay for likes", §6 VIP "can call any liked user directly", §9 prices
 * server-supplied; docs/profiles.md "The card"): the server's price of a like, how long a pass hides a card, and how
 * many cards one deck answer holds.
 */
export const LIKE_LIMITS = { price: 10, passDays: 30, deckSize: 10 } as const;

/** The deck: the price of a like (shown on the button before the tap) and the next people, one card each. */
export const cardDeckSchema = z.object({
  price: z.number().int().nonnegative(),
  cards: z.array(profileDetailSchema),
});
export type CardDeck = z.infer<typeof cardDeckSchema>;

/** What a like did: charged (0 when it was a like already made), and whether it made the two friends. */
export const likeResultSchema = z.object({
  userId: userIdSchema,
  charged: z.number().int().nonnegative(),
  mutual: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Someone who liked the user and was not liked back yet (the Likes list), newest first. */
export const likerSchema = z.object({
  userId: userIdSchema,
  nickname: z.string(),
  photo: z.string().nullable(),
  likedAt: z.number().int(),
});
export type Liker = z.infer<typeof likerSchema>;

/** The liked user's live news (realtime `likeReceived`): who, and whether it was a like back (now friends). */
export const likeReceivedSchema = z.object({
  type: z.literal('likeReceived'),
  from: z.object({ userId: userIdSchema, nickname: z.string() }),
  mutual: z.boolean(),
});
export type LikeReceived = z.infer<typeof likeReceivedSchema>;
