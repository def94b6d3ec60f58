import type {
  PayOrder,
  RefundReport,
  ShopCatalogue,
  ShopPack,
  ShopPlan,
  Subscription,
} from '@aura/contracts';

/** When the fixtures are "now" (2026-11-26 12:00 UTC). */
export const NOW = Date.parse('2026-11-26T12:00:00Z');

export const PACKS: ShopPack[] = [
  {
    id: 'coins-100',
    coins: 100,
    extraCoins: 0,
    extraPercent: 0,
    currency: 'EUR',
    price: 189,
    listPrice: 189,
    discount: null,
  },
  {
    id: 'coins-500',
    coins: 500,
    extraCoins: 50,
    extraPercent: 10,
    currency: 'EUR',
    price: 849,
    listPrice: 849,
    discount: null,
  },
  {
    id: 'coins-1200',
    coins: 1200,
    extraCoins: 240,
    extraPercent: 20,
    currency: 'EUR',
    price: 1329,
    listPrice: 1899,
    discount: { percent: 30, endsAt: NOW + 7_200_000 },
  },
];

export const CATALOGUE: ShopCatalogue = {
  currency: 'EUR',
  packs: PACKS,
  subscriptions: [],
  subscription: null,
  renewalFailed: null,
  vipUntil: null,
  cardSetup: true,
  firstPurchaseBonus: 100,
  serverTime: NOW,
};

export function order(fields: Partial<PayOrder> = {}): PayOrder {
  return {
    orderNo: 'AOMI1A2B3C4D5E6',
    kind: 'pack',
    packId: 'coins-500',
    amount: 849,
    currency: 'EUR',
    coins: 550,
    bonusCoins: 0,
    status: 'success',
    failureReason: null,
    refundedCoins: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  };
}

export const PLANS: ShopPlan[] = [
  { id: 'weekly-600', period: 'week', coins: 600, currency: 'EUR', price: 479 },
  { id: 'monthly-3000', period: 'month', coins: 3000, currency: 'EUR', price: 1699 },
];

export function subscription(fields: Partial<Subscription> = {}): Subscription {
  return {
    id: '7',
    planId: 'weekly-600',
    period: 'week',
    coins: 600,
    amount: 479,
    currency: 'EUR',
    status: 'active',
    currentPeriodEnd: Date.parse('2026-12-03T12:00:00Z'),
    card: { brand: 'visa', last4: '4242' },
    renewalRetryAt: null,
    cancelRequested: false,
    ...fields,
  };
}

/** A 1×1 PNG, as the server draws its captchas. */
export const CAPTCHA_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

export function refundReport(fields: Partial<RefundReport> = {}): RefundReport {
  return {
    id: '1',
    orderNo: 'AOMI1A2B3C4D5E6',
    category: 'coinsNotReceived',
    description: 'The coins never came.',
    status: 'processing',
    hasProof: false,
    createdAt: NOW,
    answerBy: NOW + 14 * 86_400_000,
    decidedAt: null,
    coins: 0,
    ...fields,
  };
}
