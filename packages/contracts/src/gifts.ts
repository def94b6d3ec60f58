import { z } from 'zod';
import { clientMessageIdSchema } from './im.ts';
import { userIdSchema } from './people.ts';

/**
 * Gifts and the backpack (spec §1, §3 "Gift config", "Backpack config"; issue 15; docs/gifts.md). The catalogue is
 * the server's configuration (`gifts set-catalogue`); the client shows what `GET /api/gifts/catalogue` answers.
 */

export const GIFT_LIMITS = {
  /** A gift's rank is 1 to this many stars (spec §3 giftStar). */
  maxStars: 5,
} as const;

/** A gift's id in the catalogue: lower-case letters, digits and `-`. */
export const giftIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a gift id');

/** The animations the web app can play; a gift names one of them. */
export const GIFT_ANIMATIONS = ['float', 'burst', 'rain', 'spin'] as const;
export type GiftAnimation = (typeof GIFT_ANIMATIONS)[number];

/** Where a gift is sent from (spec §2: the gift panel in a call, a chat, a profile). */
export const GIFT_CONTEXTS = ['call', 'chat', 'profile'] as const;
export type GiftContext = (typeof GIFT_CONTEXTS)[number];

/** One gift of the catalogue: its coins (`price`) and the points the receiver earns (`points`). */
export const giftSchema = z.object({
  giftId: giftIdSchema,
  name: z.string().min(1).max(40),
  /** An emoji or short mark the panel and the animation show. */
  icon: z.string().min(1).max(8),
  /** The gift's rank of 1 to 5 stars (spec §3 giftStar). */
  giftStar: z.number().int().min(1).max(GIFT_LIMITS.maxStars),
  price: z.number().int().min(1).max(1_000_000),
  points: z.number().int().min(1).max(1_000_000),
  animation: z.enum(GIFT_ANIMATIONS),
});
export type Gift = z.infer<typeof giftSchema>;

/** What the gift panel offers: the catalogue and the backpack's entrances (spec §3 "Backpack config"). */
export const giftCatalogueSchema = z.object({
  gifts: z.array(giftSchema),
  /** Whether the backpack page is offered (spec §3 backpackEntrance). */
  backpackEntrance: z.boolean(),
  /** Whether the gift panel has a backpack tab (spec §3 backpackGiftEntrance). */
  backpackGiftEntrance: z.boolean(),
});
export type GiftCatalogue = z.infer<typeof giftCatalogueSchema>;

/** The catalogue as the operator sets it (`gifts set-catalogue`): ids unique, at most 60 gifts. */
export const giftCatalogueConfigSchema = giftCatalogueSchema
  .extend({
    gifts: z
      .array(giftSchema.strict())
      .min(1)
      .max(60)
      .refine((gifts) => new Set(gifts.map((gift) => gift.giftId)).size === gifts.length, 'gift ids repeat'),
  })
  .strict();
export type GiftCatalogueConfig = z.infer<typeof giftCatalogueConfigSchema>;

/** A send id the client makes before sending: the same id again is the same gift, never paid twice. */
export const giftSendIdSchema = clientMessageIdSchema;

/** A gift sent, as its sender's answer and the receiver's `giftReceived` tell it. */
export const giftSentSchema = z.object({
  sendId: giftSendIdSchema,
  fromUserId: userIdSchema,
  fromName: z.string(),
  toUserId: userIdSchema,
  gift: giftSchema,
  context: z.enum(GIFT_CONTEXTS),
  /** Sent from the backpack: no coins moved. */
  fromBackpack: z.boolean(),
  sentAt: z.number().int(),
});
export type GiftSent = z.infer<typeof giftSentSchema>;

/** The receiver's live news of a gift (realtime `giftReceived`, checked in full by @aura/gifts). */
export const giftReceivedSchema = z.object({ type: z.literal('giftReceived'), sent: giftSentSchema });
export type GiftReceived = z.infer<typeof giftReceivedSchema>;

/** One kind of gift the user owns, and how many. */
export const backpackItemSchema = z.object({ gift: giftSchema, count: z.number().int().positive() });
export type BackpackItem = z.infer<typeof backpackItemSchema>;
