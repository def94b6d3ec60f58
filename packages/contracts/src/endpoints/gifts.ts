import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  GIFT_CONTEXTS,
  backpackItemSchema,
  giftCatalogueSchema,
  giftIdSchema,
  giftSendIdSchema,
  giftSentSchema,
} from '../gifts.ts';
import { userIdSchema } from '../people.ts';

/** The gift panel's catalogue (spec §2, §3 "Gift config"), the server's configuration. */
export const getGiftCatalogue = endpoint({
  method: 'GET',
  path: '/api/gifts/catalogue',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: giftCatalogueSchema,
});

/**
 * Sends a gift (docs/gifts.md): the sender's coins (none from the backpack) and the receiver's points in one ledger
 * transaction keyed by the send id. The same `sendId` again answers the first send (`duplicate`) and moves nothing.
 * `insufficientCoins` when the coins cannot pay it, `giftNotFound`, `backpackEmpty`, `giftSendFailed`.
 */
export const sendGift = endpoint({
  method: 'POST',
  path: '/api/gifts/send',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    sendId: giftSendIdSchema,
    toUserId: userIdSchema,
    giftId: giftIdSchema,
    context: z.enum(GIFT_CONTEXTS),
    fromBackpack: z.boolean().default(false),
  }),
  output: z.object({
    sent: giftSentSchema,
    /** The sender's coins after it. */
    balance: z.number().int().nonnegative(),
    duplicate: z.boolean(),
  }),
});

/** The gifts the user owns (spec §2 backpack), the catalogue's order. */
export const getBackpack = endpoint({
  method: 'GET',
  path: '/api/gifts/backpack',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ items: z.array(backpackItemSchema) }),
});
