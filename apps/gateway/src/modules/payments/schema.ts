// The payments module's tables (docs/payments.md): the shop's configuration, orders, the PSP events seen, and the
// sandbox PSP's own books (what a hosted-checkout provider keeps on its side).
import type {
  CardSetupState,
  PayOrderKind,
  PayOrderState,
  RefundCategory,
  RefundReportState,
  ShopCatalogueConfig,
  ShopCurrency,
  SubscriptionPeriod,
  SubscriptionState,
} from '@aura/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';
import type { RefundOutcome } from './provider.ts';

/** The shop's catalogue as an operator set it (`shop set-catalogue`); none: the built-in default. */
export const shopSettings = pgTable('shop_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<ShopCatalogueConfig>().notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** One attempt to buy a pack. Never a card number or a CVV: the PSP's payment id is all that ties it to a card. */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    /** A pack, a subscription's first period, or a renewal charged on the saved card. */
    kind: text('kind').$type<PayOrderKind>().notNull().default('pack'),
    /** The subscription it pays a period of, and which period (1 the first): one order per period. */
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    periodIndex: integer('period_index'),
    /** A renewal's attempt at its period: 0, then 1, 2 … for the retries of a failed charge (dunning). */
    attempt: integer('attempt').notNull().default(0),
    /** VIP this paid order grants (spec §6), until this time; null until paid. */
    vipUntil: moment('vip_until'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    packId: text('pack_id').notNull(),
    /** Minor units of `currency`, as the catalogue priced it when the order was made. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<ShopCurrency>().notNull(),
    /** The pack's coins with its extra: what a success credits. */
    coins: integer('coins').notNull(),
    /** The first-purchase bonus the success credited (0 until then, and for later purchases). */
    bonusCoins: integer('bonus_coins').notNull().default(0),
    status: text('status').$type<PayOrderState>().notNull(),
    failureReason: text('failure_reason'),
    psp: text('psp').notNull(),
    pspPaymentId: text('psp_payment_id'),
    refundedCoins: integer('refunded_coins').notNull().default(0),
    /**
     * The money's way back at the PSP after an operator's refund (docs/payments.md "Refunds"): `requested` when the
     * refund committed, then the PSP's `pending`, `succeeded` or `failed`; null for an order never refunded.
     */
    pspRefundStatus: text('psp_refund_status').$type<'requested' | RefundOutcome>(),
    pspRefundId: text('psp_refund_id'),
    pspRefundFailure: text('psp_refund_failure'),
    /** When an operator refunded it (the coins taken back may be fewer than it brought, even 0). */
    refundedAt: moment('refunded_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    index('pay_orders_user').on(table.userId, table.id),
    index('pay_orders_open')
      .on(table.updatedAt)
      .where(sql`${table.status} IN ('waiting', 'processing')`),
    uniqueIndex('pay_orders_psp_payment').on(table.psp, table.pspPaymentId),
    uniqueIndex('pay_orders_period').on(table.subscriptionId, table.periodIndex, table.attempt),
    index('pay_orders_vip')
      .on(table.userId, table.vipUntil)
      .where(sql`${table.status} = 'success' AND ${table.refundedAt} IS NULL`),
    // The refunds the scheduler still owes the PSP, or still asks it about.
    index('pay_orders_psp_refund_open')
      .on(table.updatedAt)
      .where(sql`${table.pspRefundStatus} IN ('requested', 'pending')`),
    check(
      'pay_orders_status',
      sql`${table.status} IN ('waiting', 'processing', 'success', 'failure', 'cancelled')`,
    ),
    check(
      'pay_orders_amounts',
      sql`${table.amount} > 0 AND ${table.coins} > 0 AND ${table.refundedCoins} >= 0`,
    ),
  ],
);

/**
 * Coin-pack subscriptions (docs/payments.md "Subscriptions"). At most one held per user (pending, active, or
 * cancelled until its period ends): the partial unique index refuses a second even when two requests race.
 */
export const paySubscriptions = pgTable(
  'pay_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    planId: text('plan_id').notNull(),
    period: text('period').$type<SubscriptionPeriod>().notNull(),
    coins: integer('coins').notNull(),
    /** The price of each period, fixed when subscribing. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<ShopCurrency>().notNull(),
    status: text('status').$type<SubscriptionState>().notNull(),
    psp: text('psp').notNull(),
    /** The PSP's token of the card saved at the first payment: what renewals are charged on. */
    paymentMethod: text('payment_method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Periods paid so far; the next renewal pays period `periodsPaid + 1`. */
    periodsPaid: integer('periods_paid').notNull().default(0),
    /** Failed charges of the period due (dunning); the next is tried at `retry_at`. 0 once a period is paid. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    retryAt: moment('retry_at'),
    currentPeriodEnd: moment('current_period_end'),
    endedReason: text('ended_reason'),
    /** A PSP that renews by itself (Verotel): its own id of the subscription (its sale), from the first payment. */
    pspSubscriptionId: text('psp_subscription_id'),
    /** The user asked to cancel and was sent to the PSP's cancel page; cleared when the PSP says it cancelled. */
    cancelRequestedAt: moment('cancel_requested_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('pay_subscriptions_psp_subscription')
      .on(table.psp, table.pspSubscriptionId)
      .where(sql`${table.pspSubscriptionId} IS NOT NULL`),
    uniqueIndex('pay_subscriptions_held')
      .on(table.userId)
      .where(sql`${table.status} IN ('pending', 'active', 'cancelled')`),
    index('pay_subscriptions_due')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} IN ('active', 'cancelled')`),
    check('pay_subscriptions_status', sql`${table.status} IN ('pending', 'active', 'cancelled', 'ended')`),
  ],
);

/** Cards a user saved at the PSP: its token, brand, last four and expiry. Never the number or the CVV. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    psp: text('psp').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** MM/YY as the PSP reports it. */
    expiry: text('expiry').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('saved_cards_token').on(table.psp, table.token),
    index('saved_cards_user').on(table.userId),
  ],
);

/** Every PSP event acted on, once: a webhook delivered again (or twice at once) finds its id here and does nothing. */
/**
 * A card saved without a purchase (spec §2 `paymentInfoAdd`, docs/payments.md "Adding a card"): one row per attempt
 * at the PSP's setup page; `waiting` until the PSP's event says `success` (the card then in `saved_cards`),
 * `failure` or `cancelled`.
 */
export const cardSetups = pgTable(
  'card_setups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    setupNo: text('setup_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    psp: text('psp').notNull(),
    pspSetupId: text('psp_setup_id').notNull(),
    status: text('status').$type<CardSetupState>().notNull(),
    failureReason: text('failure_reason'),
    /** The saved card's row, once saved. */
    cardId: bigint('card_id', { mode: 'number' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('card_setups_no').on(table.setupNo),
    uniqueIndex('card_setups_psp_id').on(table.psp, table.pspSetupId),
    index('card_setups_user').on(table.userId),
  ],
);

export const pspEvents = pgTable(
  'psp_events',
  {
    psp: text('psp').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.psp, table.eventId] })],
);

/**
 * Users' refund reports (spec §3; docs/payments.md "Refund reports"): one per order, processing until an operator
 * decides. The proof image is kept re-encoded in the file storage under `proof_key`.
 */
export const payRefundReports = pgTable(
  'pay_refund_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull().unique(),
    category: text('category').$type<RefundCategory>().notNull(),
    description: text('description').notNull(),
    proofKey: text('proof_key'),
    status: text('status').$type<RefundReportState>().notNull().default('processing'),
    /** Coins taken back (refunded) or given (coinsCredited). */
    coins: integer('coins').notNull().default(0),
    /** The operator's note with the decision. */
    note: text('note'),
    createdAt: moment('created_at').notNull(),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('pay_refund_reports_user').on(table.userId, table.id),
    index('pay_refund_reports_open')
      .on(table.id)
      .where(sql`${table.status} = 'processing'`),
    check(
      'pay_refund_reports_status',
      sql`${table.status} IN ('processing', 'refunded', 'coinsCredited', 'rejected')`,
    ),
  ],
);

/**
 * Captchas of refund reports the gateway drew, answered once (the row goes) before they expire. The answer is kept
 * as drawn: `pay captcha` lets support read it to a user who cannot see the picture.
 */
export const refundCaptchas = pgTable('refund_captchas', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  answer: text('answer').notNull(),
  expiresAt: moment('expires_at').notNull(),
});

/** The sandbox PSP's payments: its side of a checkout (docs/payments.md "The sandbox PSP"). */
export const sandboxPspPayments = pgTable('sandbox_psp_payments', {
  id: text('id').primaryKey(),
  /** The merchant's reference: our order number. */
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  /** waiting, requires_action (3-D Secure), processing, succeeded, failed, cancelled. */
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  /** What a processing payment turns into at `settleAt`. */
  settlesAs: text('settles_as'),
  settleAt: moment('settle_at'),
  /** Brand and last four of the card used: what a PSP tells a merchant, never the number. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** The card saved for later charges (checkout with saveCard, or an off-session charge of a saved card). */
  paymentMethodId: text('payment_method_id'),
  saveCard: boolean('save_card').notNull().default(false),
  /** `payment`, or `setup`: a card saved without a purchase (amount 0, its events `setup.*`). */
  mode: text('mode').notNull().default('payment'),
  createdAt: moment('created_at').notNull(),
});

/** The sandbox PSP's refunds: one per idempotency key, pending until `settleAt`, as a card refund takes days. */
export const sandboxPspRefunds = pgTable('sandbox_psp_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** pending, succeeded, failed. */
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  settleAt: moment('settle_at'),
  createdAt: moment('created_at').notNull(),
});

/** The sandbox PSP's saved cards: a token and what the test number does when charged again (renewals). */
export const sandboxPspPaymentMethods = pgTable('sandbox_psp_payment_methods', {
  id: text('id').primaryKey(),
  scenario: text('scenario').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: moment('created_at').notNull(),
});

/** Webhooks the sandbox PSP owes the merchant, retried with back-off until answered 2xx. */
export const sandboxPspDeliveries = pgTable(
  'sandbox_psp_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: moment('next_at').notNull(),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [
    index('sandbox_psp_deliveries_due')
      .on(table.nextAt)
      .where(sql`${table.deliveredAt} IS NULL`),
  ],
);
