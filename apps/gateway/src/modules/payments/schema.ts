// The payments module's tables (docs/payments.md): the shop's configuration, orders, the PSP events seen, and the
// sandbox PSP's own books (what a hosted-checkout provider keeps on its side).
import type { PayOrderState, ShopCatalogueConfig, ShopCurrency } from '@aura/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
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

/** Every PSP event acted on, once: a webhook delivered again (or twice at once) finds its id here and does nothing. */
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
