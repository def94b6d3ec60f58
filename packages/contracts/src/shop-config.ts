import { z } from 'zod';
import { COIN_PROMOTIONS } from './limits.ts';
import { SHOP_CURRENCIES, SUBSCRIPTION_PERIODS, packIdSchema } from './shop.ts';

// Apart from shop.ts: only the gateway reads the operator's catalogue, so the web app's bundles never carry it.

/**
 * The shop's catalogue as the operator sets it (`shop set-catalogue`, docs/payments.md): the server's
 * configuration, never the client's. The bubble's extra coins are at most `COIN_PROMOTIONS.shopBubbleMaxExtraPercent`
 * (spec §9); a discount ends at `endsAt` (ISO time) and lowers every currency's price by `percent`.
 */
export const shopCatalogueConfigSchema = z
  .object({
    packs: z
      .array(
        z
          .object({
            id: packIdSchema,
            coins: z.number().int().min(1).max(1_000_000),
            extraPercent: z.number().int().min(0).max(COIN_PROMOTIONS.shopBubbleMaxExtraPercent),
            /** Price per currency in minor units; a currency left out is not offered for this pack. */
            prices: z.partialRecord(z.enum(SHOP_CURRENCIES), z.number().int().min(1).max(100_000_000)),
            discount: z
              .object({
                percent: z.number().int().min(1).max(90),
                /** An ISO 8601 time (`2026-12-01T00:00:00Z`). */
                endsAt: z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO time'),
              })
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(20)
      .refine((packs) => new Set(packs.map((pack) => pack.id)).size === packs.length, 'pack ids repeat'),
    /** Coin-pack subscriptions (spec §1): `coins` credited at each period's payment, a price per currency. */
    subscriptions: z
      .array(
        z
          .object({
            id: packIdSchema,
            period: z.enum(SUBSCRIPTION_PERIODS),
            coins: z.number().int().min(1).max(1_000_000),
            prices: z.partialRecord(z.enum(SHOP_CURRENCIES), z.number().int().min(1).max(100_000_000)),
          })
          .strict(),
      )
      .max(10)
      .default([]),
    /** Coins added to a user's first successful purchase (spec §9: shown as 100). */
    firstPurchaseBonus: z.number().int().min(0).max(10_000),
  })
  .strict()
  .refine(
    (config) =>
      new Set([...config.packs, ...config.subscriptions].map((item) => item.id)).size ===
      config.packs.length + config.subscriptions.length,
    'pack and plan ids repeat',
  );
export type ShopCatalogueConfig = z.infer<typeof shopCatalogueConfigSchema>;
