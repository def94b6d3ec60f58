import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  SHOP_CURRENCIES,
  packIdSchema,
  paymentMethodKindSchema,
  payOrderSchema,
  payVoucherSchema,
  savedCardSchema,
  shopCatalogueSchema,
  subscriptionSchema,
} from '../shop.ts';

export const orderNoSchema = z
  .string()
  .min(1, 'Order ID cannot be empty')
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an order number');

/**
 * The coin shop (spec §2 `shop`, issue 12): the packs in one currency with their extra coins, the discount of now
 * and its end, and the first-purchase bonus while it is unused. All of it is the server's configuration.
 */
export const getShopCatalogue = endpoint({
  method: 'GET',
  path: '/api/shop/catalogue',
  access: 'session',
  encryption: 'optional',
  input: z.object({ currency: z.enum(SHOP_CURRENCIES).optional() }),
  output: shopCatalogueSchema,
});

/**
 * Starts buying a pack (spec §2 `pay`): an order in state waiting and the PSP's hosted checkout page to send the
 * user to. The price is the catalogue's of now, whatever the client showed; `packNotFound` for a pack (or a
 * currency of it) the catalogue does not offer.
 */
export const createPayOrder = endpoint({
  method: 'POST',
  path: '/api/pay/order',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    packId: z.string().min(1).max(40),
    currency: z.enum(SHOP_CURRENCIES),
    /** A way to pay chosen in the app: `wallet` (appplePay), `voucher` (pagsmile). `methodNotOffered` otherwise. */
    method: z.enum(['wallet', 'voucher']).optional(),
  }),
  output: z.object({
    order: payOrderSchema,
    /** The PSP's checkout page; it sends the user back to `/payRes?orderNo=…`. */
    checkoutUrl: z.string(),
    /** With `method: 'voucher'`: the voucher issued (no page to go to first). */
    voucher: payVoucherSchema.optional(),
  }),
});

/**
 * One of the user's orders (spec §2 `payRes`): the state the server knows from the PSP's signed webhook or its own
 * question to the PSP, never what the redirect back claims. `orderNotFound` for another user's or no order.
 */
export const getPayOrder = endpoint({
  method: 'GET',
  path: '/api/pay/order',
  access: 'session',
  encryption: 'optional',
  input: z.object({ orderNo: orderNoSchema }),
  output: payOrderSchema,
});

/** The user's orders, newest first (spec §2 `payOrderList`). */
export const listPayOrders = endpoint({
  method: 'GET',
  path: '/api/pay/orders',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ orders: z.array(payOrderSchema) }),
});

/** Whether the user ever paid (spec §7 `checkUserPayStatus`): a successful order, not refunded in full. */
export const checkUserPayStatus = endpoint({
  method: 'GET',
  path: '/facade/api/user/web/checkUserPayStatus',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    paid: z.boolean(),
    firstPurchaseBonus: z.number().int().nonnegative(),
    /** VIP now (spec §6) and until when (ms), or null. */
    vip: z.boolean(),
    vipUntil: z.number().int().nullable(),
  }),
});

/**
 * Subscribes to a weekly or monthly coin pack (spec §1): the first period's order (state waiting) and the PSP's
 * checkout, which saves the card for the renewals. `subscriptionHeld` while one is held (spec §5), `planNotFound`
 * for a plan (or currency) not offered.
 */
export const createSubscription = endpoint({
  method: 'POST',
  path: '/api/pay/subscription',
  access: 'session',
  encryption: 'optional',
  input: z.object({ planId: packIdSchema, currency: z.enum(SHOP_CURRENCIES) }),
  output: z.object({ order: payOrderSchema, subscription: subscriptionSchema, checkoutUrl: z.string() }),
});

/**
 * Cancels the user's subscription (spec §4): it stays held until the end of the paid week or month and does not
 * renew. `subscriptionNotFound` when none is active.
 */
export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/api/pay/subscription/cancel',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    subscription: subscriptionSchema,
    /** A PSP that renews by itself (Verotel): its page where the subscriber stops the renewals; null otherwise. */
    cancelUrl: z.string().nullable(),
  }),
});

/**
 * The user's saved cards (spec §2 `cardList`): the PSP's tokens stay on the server; the brand, the last four and
 * the expiry are all that is shown. A card is saved by a subscription's checkout, for its renewals.
 */
export const listSavedCards = endpoint({
  method: 'GET',
  path: '/api/pay/cards',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  /** `cardSetup`: whether the PSP can save a card without a purchase (paymentInfoAdd); Verotel cannot. */
  output: z.object({ cards: z.array(savedCardSchema), cardSetup: z.boolean() }),
});

/**
 * The ways to pay (spec §2 `paymentMethodsList`): the methods the shop's PSP offers on its checkout page, and the
 * user's saved cards (as `listSavedCards`).
 */
export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/pay/methods',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    methods: z.array(paymentMethodKindSchema),
    cards: z.array(savedCardSchema),
    cardSetup: z.boolean(),
  }),
});

/**
 * Removes one of the user's saved cards (spec §2 `cardList`). A card a held subscription renews on stops its renewal:
 * the subscription is cancelled, held until its period ends. A card that is not (or no longer) the user's changes
 * nothing. Answers the cards left.
 */
export const deleteSavedCard = endpoint({
  method: 'POST',
  path: '/api/pay/cards/delete',
  access: 'session',
  encryption: 'optional',
  input: z.object({ id: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a card id') }),
  output: z.object({ cards: z.array(savedCardSchema) }),
});

/** An order's voucher (pagsmile): its reference, amount, when it expires, and the PSP's page of it; null without one. */
export const getPayVoucher = endpoint({
  method: 'GET',
  path: '/api/pay/voucher',
  access: 'session',
  encryption: 'optional',
  input: z.object({ orderNo: orderNoSchema }),
  output: z.object({ order: payOrderSchema, voucher: payVoucherSchema.nullable() }),
});
