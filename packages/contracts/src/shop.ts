import { z } from 'zod';

/**
 * The currencies the shop prices packs in (ISO 4217). Prices are whole minor units (cents, kuruş), never floats.
 */
export const SHOP_CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/**
 * An order's state (spec §4 "Payment"): waiting for the third party (the checkout page is open), then success,
 * failure, processing (the PSP has it but has not settled) or cancelled (left unpaid, or cancelled at the PSP).
 * success, failure and cancelled are final.
 */
export const PAY_ORDER_STATES = ['waiting', 'processing', 'success', 'failure', 'cancelled'] as const;
export type PayOrderState = (typeof PAY_ORDER_STATES)[number];

export const packIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a pack id (a-z, 0-9, -)');

/** One pack as the shop shows it to a user, in one currency, with the discount of now applied. */
export const shopPackSchema = z.object({
  id: packIdSchema,
  coins: z.number().int().positive(),
  /** The bubble's extra coins (≤ 20 % of `coins`). */
  extraCoins: z.number().int().nonnegative(),
  extraPercent: z.number().int().nonnegative(),
  currency: z.enum(SHOP_CURRENCIES),
  /** What the user pays now, in minor units. */
  price: z.number().int().positive(),
  /** The price before the discount; equal to `price` without one. */
  listPrice: z.number().int().positive(),
  /** The discount's percent and when it ends (ms since the epoch, server time), for the countdown. */
  discount: z.object({ percent: z.number().int().positive(), endsAt: z.number().int() }).nullable(),
});
export type ShopPack = z.infer<typeof shopPackSchema>;

/** The shop as one user sees it now. */
export const shopCatalogueSchema = z.object({
  currency: z.enum(SHOP_CURRENCIES),
  packs: z.array(shopPackSchema),
  /** Coins the next successful purchase adds (the first-purchase banner); 0 once the user has bought. */
  firstPurchaseBonus: z.number().int().nonnegative(),
  /** The server's time of this answer (ms), so a countdown is right whatever the device's clock says. */
  serverTime: z.number().int(),
});
export type ShopCatalogue = z.infer<typeof shopCatalogueSchema>;

/** One order (spec §3: number, amount, coins, time, status). */
export const payOrderSchema = z.object({
  orderNo: z.string(),
  packId: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int().positive(),
  currency: z.enum(SHOP_CURRENCIES),
  /** Coins of the pack with its extra; `bonusCoins` is the first-purchase bonus it earned when credited. */
  coins: z.number().int().positive(),
  bonusCoins: z.number().int().nonnegative(),
  status: z.enum(PAY_ORDER_STATES),
  /** Why it failed, as the PSP says (`declined`, `insufficient_funds`, `authentication_failed` …). */
  failureReason: z.string().nullable(),
  /** Coins taken back by a refund (0 when none). */
  refundedCoins: z.number().int().nonnegative(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;
