import { z } from 'zod';

/**
 * The currencies the shop prices packs in (ISO 4217). Prices are whole minor units (cents, kuruş), never floats.
 */
export const SHOP_CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** The euro area (ISO 3166-1 alpha-2): countries whose shop prices are in euros. */
const EURO_AREA = new Set([
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
]);

/**
 * The currency the shop prices in for a user of `countryCode` (issue 12 "currency by country"): pounds in the United
 * Kingdom, lira in Türkiye, euros in the euro area, dollars anywhere else (and for an unknown country).
 */
export function currencyForCountry(countryCode: string): ShopCurrency {
  const code = countryCode.toUpperCase();
  if (code === 'GB') return 'GBP';
  if (code === 'TR') return 'TRY';
  return EURO_AREA.has(code) ? 'EUR' : 'USD';
}

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

/**
 * VIP (spec §6: "any coin purchase"): a paid pack makes its buyer VIP for `daysPerPack` days from its payment; a
 * subscription's payment for its period. A refunded order grants nothing.
 */
export const VIP_RULES = { daysPerPack: 30 } as const;

/** How often a coin-pack subscription renews (spec §1: weekly or monthly). */
export const SUBSCRIPTION_PERIODS = ['week', 'month'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/** One subscription plan as the shop offers it: `coins` credited at each period's payment, `price` per period. */
export const shopPlanSchema = z.object({
  id: packIdSchema,
  period: z.enum(SUBSCRIPTION_PERIODS),
  coins: z.number().int().positive(),
  currency: z.enum(SHOP_CURRENCIES),
  price: z.number().int().positive(),
});
export type ShopPlan = z.infer<typeof shopPlanSchema>;

/**
 * A subscription (spec §3 "weekly or monthly, renewal time", §4 "active, cancelled"): `pending` until its first
 * payment succeeds, `active` (renews at `currentPeriodEnd` on the saved card), `cancelled` (held until
 * `currentPeriodEnd`, no renewal), `ended` (over: cancelled and past its end, or a renewal payment failed).
 */
export const SUBSCRIPTION_STATES = ['pending', 'active', 'cancelled', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  period: z.enum(SUBSCRIPTION_PERIODS),
  coins: z.number().int().positive(),
  amount: z.number().int().positive(),
  currency: z.enum(SHOP_CURRENCIES),
  status: z.enum(SUBSCRIPTION_STATES),
  /** When the paid period ends: the renewal time while active, the end while cancelled (ms); null while pending. */
  currentPeriodEnd: z.number().int().nullable(),
  /** The saved card renewals are charged on (the PSP's token stays on the server). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** While an active subscription's renewal charge failed and waits for its next try (dunning): when (ms). */
  renewalRetryAt: z.number().int().nullable(),
  /**
   * An active subscription whose PSP renews it by itself (Verotel): the user asked to cancel and was sent to the
   * PSP's cancel page; true until the PSP says it is cancelled.
   */
  cancelRequested: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The shop as one user sees it now. */
export const shopCatalogueSchema = z.object({
  currency: z.enum(SHOP_CURRENCIES),
  packs: z.array(shopPackSchema),
  /** The coin-pack subscriptions on offer in this currency. */
  subscriptions: z.array(shopPlanSchema),
  /** The user's subscription held now (pending, active or cancelled until its end), if any. */
  subscription: subscriptionSchema.nullable(),
  /**
   * With none held: the subscription that ended in the last `RENEWAL_FAILED_SHOWN_DAYS` days because its renewal
   * could not be charged (the shop says so), or null.
   */
  renewalFailed: z.object({ period: z.enum(SUBSCRIPTION_PERIODS), endedAt: z.number().int() }).nullable(),
  /** VIP now (spec §6: granted by any coin purchase) and until when (ms), or null. */
  vipUntil: z.number().int().nullable(),
  /** Whether the PSP can save a card without a purchase (paymentInfoAdd: "Add a card"); Verotel cannot. */
  cardSetup: z.boolean(),
  /** Coins the next successful purchase adds (the first-purchase banner); 0 once the user has bought. */
  firstPurchaseBonus: z.number().int().nonnegative(),
  /** The server's time of this answer (ms), so a countdown is right whatever the device's clock says. */
  serverTime: z.number().int(),
});
export type ShopCatalogue = z.infer<typeof shopCatalogueSchema>;

/** How long the shop tells a user that their subscription ended because its renewal failed. */
export const RENEWAL_FAILED_SHOWN_DAYS = 7;

/** What an order buys: a pack once, a subscription's first period, or a renewal charged on the saved card. */
export const PAY_ORDER_KINDS = ['pack', 'subscription', 'renewal'] as const;
export type PayOrderKind = (typeof PAY_ORDER_KINDS)[number];

/** A card saved at the PSP (spec §2 `cardList`): what the PSP tells of it, never its number or CVV. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** MM/YY. */
  expiry: z.string(),
  /** When it was saved (ms). */
  savedAt: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A voucher to pay at a shop or bank (pagsmile, a local method): what its customer needs to pay it. */
export const payVoucherSchema = z.object({
  reference: z.string(),
  /** Minor units. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** Unpaid by then, the payment fails (ms). */
  expiresAt: z.number().int(),
  /** The PSP's page of the voucher. */
  payUrl: z.string(),
});
export type PayVoucher = z.infer<typeof payVoucherSchema>;

/** A card setup's states (paymentInfoAdd): waiting at the PSP's page, then saved, refused or abandoned. */
export const CARD_SETUP_STATES = ['waiting', 'success', 'failure', 'cancelled'] as const;
export type CardSetupState = (typeof CARD_SETUP_STATES)[number];

/** One attempt to save a card without a purchase (spec §2 `paymentInfoAdd`), as the server knows it. */
export const cardSetupSchema = z.object({
  setupNo: z.string(),
  status: z.enum(CARD_SETUP_STATES),
  /** Why the PSP refused the card (`declined`, `authentication_failed` …) once failed. */
  failureReason: z.string().nullable(),
  /** The card saved, once `success`. */
  card: savedCardSchema.nullable(),
  createdAt: z.number().int(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;

/**
 * The ways to pay a PSP offers on its checkout page (spec §2 `paymentMethodsList`): a card, a wallet (Apple Pay), a
 * local method settled later (a voucher, pagsmile-style), a SEPA direct debit (Verotel's, in euros).
 */
export const PAYMENT_METHOD_KINDS = ['card', 'wallet', 'voucher', 'directDebit'] as const;
export const paymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS);
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

/** One order (spec §3: number, amount, coins, time, status). */
export const payOrderSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(PAY_ORDER_KINDS),
  /** The pack's id, or the subscription plan's. */
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
