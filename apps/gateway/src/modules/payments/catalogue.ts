// The shop's catalogue (docs/payments.md): the operator's configuration (shop_settings) or the built-in default,
// and how one user sees it now: one currency, the discount while it lasts, the bubble's extra coins.
import {
  COIN_PROMOTIONS,
  shopCatalogueConfigSchema,
  type ShopCatalogueConfig,
  type ShopCurrency,
  type ShopPack,
  type ShopPlan,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { shopSettings } from './schema.ts';

const CATALOGUE = 'catalogue';

/** What the shop sells before an operator says otherwise. */
export const DEFAULT_CATALOGUE: ShopCatalogueConfig = {
  packs: [
    { id: 'coins-100', coins: 100, extraPercent: 0, prices: { USD: 199, EUR: 189, GBP: 169, TRY: 6_999 } },
    { id: 'coins-500', coins: 500, extraPercent: 10, prices: { USD: 899, EUR: 849, GBP: 749, TRY: 29_999 } },
    {
      id: 'coins-1200',
      coins: 1200,
      extraPercent: 15,
      prices: { USD: 1999, EUR: 1899, GBP: 1699, TRY: 69_999 },
    },
    {
      id: 'coins-3000',
      coins: 3000,
      extraPercent: COIN_PROMOTIONS.shopBubbleMaxExtraPercent,
      prices: { USD: 4499, EUR: 4299, GBP: 3799, TRY: 149_999 },
    },
  ],
  subscriptions: [
    { id: 'weekly-600', period: 'week', coins: 600, prices: { USD: 499, EUR: 479, GBP: 429, TRY: 16_999 } },
    {
      id: 'monthly-3000',
      period: 'month',
      coins: 3000,
      prices: { USD: 1799, EUR: 1699, GBP: 1499, TRY: 59_999 },
    },
  ],
  firstPurchaseBonus: COIN_PROMOTIONS.firstPurchaseBonusCoins,
};

export async function readCatalogue(db: Db): Promise<ShopCatalogueConfig> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.name, CATALOGUE));
  if (!row) return DEFAULT_CATALOGUE;
  const parsed = shopCatalogueConfigSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_CATALOGUE;
}

export async function writeCatalogue(db: Db, config: ShopCatalogueConfig): Promise<void> {
  const value = shopCatalogueConfigSchema.parse(config);
  await db
    .insert(shopSettings)
    .values({ name: CATALOGUE, value })
    .onConflictDoUpdate({ target: shopSettings.name, set: { value, updatedAt: new Date() } });
}

/** The pack's extra coins: its percent of the coins, rounded down. */
export function extraCoins(coins: number, extraPercent: number): number {
  return Math.floor((coins * extraPercent) / 100);
}

/** The packs offered in `currency` at `now`, priced with the discount while it runs. */
export function packsIn(config: ShopCatalogueConfig, currency: ShopCurrency, now: number): ShopPack[] {
  return config.packs.flatMap((pack) => {
    const listPrice = pack.prices[currency];
    if (listPrice === undefined) return [];
    const endsAt = pack.discount ? Date.parse(pack.discount.endsAt) : undefined;
    const discount =
      pack.discount && endsAt !== undefined && endsAt > now
        ? { percent: pack.discount.percent, endsAt }
        : null;
    const price = discount
      ? Math.max(1, Math.round((listPrice * (100 - discount.percent)) / 100))
      : listPrice;
    return [
      {
        id: pack.id,
        coins: pack.coins,
        extraCoins: extraCoins(pack.coins, pack.extraPercent),
        extraPercent: pack.extraPercent,
        currency,
        price,
        listPrice,
        discount,
      },
    ];
  });
}

/** The subscription plans offered in `currency`. */
export function plansIn(config: ShopCatalogueConfig, currency: ShopCurrency): ShopPlan[] {
  return config.subscriptions.flatMap((plan) => {
    const price = plan.prices[currency];
    return price === undefined
      ? []
      : [{ id: plan.id, period: plan.period, coins: plan.coins, currency, price }];
  });
}

/**
 * What a PSP can sell of the catalogue in `currency`: nothing in a currency it does not take (Verotel has no TRY),
 * no subscription when its adapter drives none (docs/payments.md "Real PSPs").
 */
export function offersOf(
  provider: Pick<PaymentProvider, 'currencies' | 'offersSubscriptions'>,
  currency: string,
): { packs: boolean; plans: boolean } {
  const sold = provider.currencies?.includes(currency) ?? true;
  return { packs: sold, plans: sold && provider.offersSubscriptions !== false };
}

/** The packs and plans a PSP can sell in `currency` now, from the catalogue (`offersOf`). */
export async function offered(
  db: Db,
  provider: Pick<PaymentProvider, 'currencies' | 'offersSubscriptions'>,
  currency: ShopCurrency,
  now: number,
): Promise<{ packs: ShopPack[]; plans: ShopPlan[] }> {
  const offers = offersOf(provider, currency);
  if (!offers.packs) return { packs: [], plans: [] };
  const config = await readCatalogue(db);
  return { packs: packsIn(config, currency, now), plans: offers.plans ? plansIn(config, currency) : [] };
}
