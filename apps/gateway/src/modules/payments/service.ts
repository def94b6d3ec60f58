// The shop's rules (docs/payments.md): the catalogue a user sees, orders, the PSP's events applied to them through
// one state machine, coins credited only through the ledger, the reconciliation of orders a webhook never settled,
// and an operator's refund.
import { randomBytes } from 'node:crypto';
import {
  BUSINESS_CODES,
  UNKNOWN_COUNTRY,
  currencyForCountry,
  type PayOrder,
  type PayOrderKind,
  type ShopCatalogue,
  type ShopCurrency,
  type SavedCard,
  type Subscription,
} from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { cardViews, removeCard } from './cards.ts';
import { offered, offersOf, packsIn, plansIn, readCatalogue } from './catalogue.ts';
import { moveOrder, type EventResult } from './order-moves.ts';
import type { CheckoutRequest, PaymentEvent, PaymentProvider, VoucherDetails } from './provider.ts';
import { applyPspSubscriptionEvent, requestPspCancel } from './psp-subscriptions.ts';
import { hasPaid, openOrdersBefore, orderByNo, ordersOf, orderView, type OrderRow } from './queries.ts';
import { settlePspRefunds, type PspRefundLog } from './psp-refunds.ts';
import { refundOrder, reverseAtPsp } from './refund.ts';
import { renewDue } from './renewals.ts';
import { payOrders, paySubscriptions, pspEvents } from './schema.ts';
import {
  cancelHeld,
  endSubscription,
  subscriptionState,
  subscriptionView,
  vipUntilOf,
  type RenewalHooks,
} from './subscriptions.ts';

export type { EventResult } from './order-moves.ts';

/** An order left open this long is asked about at the PSP (a webhook may have been lost). */
export const RECONCILE_AFTER_MS = 60_000;
/** An order nobody paid within this long is cancelled (a late payment is still honoured). */
export const ORDER_EXPIRES_MS = 30 * 60_000;

export interface PaymentsServiceOptions extends RenewalHooks {
  db: Db;
  ledger: LedgerService;
  provider: PaymentProvider;
  now: () => number;
  /** The site's origin, for the PSP's way back to /payRes. */
  publicUrl: string;
  /** The user's country code (the users module): the shop's currency unless the user asks for another. */
  countryOf?: (userId: number) => Promise<string>;
}

export class PaymentsService {
  constructor(readonly options: PaymentsServiceOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  get provider(): PaymentProvider {
    return this.options.provider;
  }

  /** The shop as the user sees it now, in `currency` or, without one, in the currency of the user's country. */
  async catalogue(userId: number, asked?: ShopCurrency): Promise<ShopCatalogue> {
    const currency =
      asked ?? currencyForCountry((await this.options.countryOf?.(userId)) ?? UNKNOWN_COUNTRY.ab);
    const config = await readCatalogue(this.db);
    const now = this.options.now();
    const [paid, { held, renewalFailed }, vipUntil] = await Promise.all([
      hasPaid(this.db, userId),
      subscriptionState(this.db, userId, now),
      vipUntilOf(this.db, userId, now),
    ]);
    const offers = offersOf(this.provider, currency);
    return {
      currency,
      packs: offers.packs ? packsIn(config, currency, now) : [],
      subscriptions: offers.plans ? plansIn(config, currency) : [],
      subscription: held ? subscriptionView(held) : null,
      renewalFailed,
      vipUntil,
      cardSetup: this.provider.createSetup !== undefined,
      firstPurchaseBonus: paid ? 0 : config.firstPurchaseBonus,
      serverTime: now,
    };
  }

  /** checkUserPayStatus (spec §7): paid ever, the bonus still on offer, VIP now. */
  async payStatus(
    userId: number,
  ): Promise<{ paid: boolean; firstPurchaseBonus: number; vip: boolean; vipUntil: number | null }> {
    const paid = await hasPaid(this.db, userId);
    const vipUntil = await vipUntilOf(this.db, userId, this.options.now());
    return {
      paid,
      firstPurchaseBonus: paid ? 0 : (await readCatalogue(this.db)).firstPurchaseBonus,
      vip: vipUntil !== null,
      vipUntil,
    };
  }

  /** An order for a pack at the catalogue's price of now, and the PSP's checkout page for it. */
  async createOrder(
    userId: number,
    packId: string,
    currency: ShopCurrency,
    method?: 'wallet' | 'voucher',
  ): Promise<{ order: PayOrder; checkoutUrl: string; voucher?: VoucherDetails }> {
    const now = this.options.now();
    if (method && !(this.provider.methods ?? ['card']).includes(method))
      throw new GatewayError(BUSINESS_CODES.methodNotOffered, 'This way to pay is not offered.');
    const { packs } = await offered(this.db, this.provider, currency, now);
    const pack = packs.find((offer) => offer.id === packId);
    if (!pack) throw new GatewayError(BUSINESS_CODES.packNotFound, 'This pack is not for sale.');
    const values = { userId, kind: 'pack' as const, packId, amount: pack.price, currency };
    const opened = await this.openOrder(
      { ...values, coins: pack.coins + pack.extraCoins },
      method ? { method } : {},
    );
    // A voucher is issued once its order exists: its `processing` event then finds the order.
    if (method !== 'voucher' || !this.provider.issueVoucher) return opened;
    const paymentId = (await orderByNo(this.db, opened.order.orderNo))!.pspPaymentId!;
    return { ...opened, voucher: await this.provider.issueVoucher(paymentId) };
  }

  /** An order's voucher (pagsmile), as the PSP tells it; null for an order paid another way. */
  async voucher(
    userId: number,
    orderNo: string,
  ): Promise<{ order: PayOrder; voucher: VoucherDetails | null }> {
    const order = await this.order(userId, orderNo);
    const row = await orderByNo(this.db, orderNo);
    const voucher = row?.pspPaymentId ? await this.provider.voucherOf?.(row.pspPaymentId) : null;
    return { order, voucher: voucher ?? null };
  }

  /**
   * Subscribes to a plan (docs/payments.md "Subscriptions"): a pending subscription (refused with
   * `subscriptionHeld` while one is held: the database's partial unique index decides a race) and the order of its
   * first period, whose checkout saves the card for the renewals.
   */
  async subscribe(
    userId: number,
    planId: string,
    currency: ShopCurrency,
  ): Promise<{ order: PayOrder; subscription: Subscription; checkoutUrl: string }> {
    const now = this.options.now();
    const { plans } = await offered(this.db, this.provider, currency, now);
    const plan = plans.find((offer) => offer.id === planId);
    if (!plan) throw new GatewayError(BUSINESS_CODES.planNotFound, 'This subscription is not offered.');
    const [sub] = await this.db
      .insert(paySubscriptions)
      .values({
        userId,
        planId,
        period: plan.period,
        coins: plan.coins,
        amount: plan.price,
        currency,
        status: 'pending',
        psp: this.provider.name,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!sub)
      throw new GatewayError(
        BUSINESS_CODES.subscriptionHeld,
        'A subscription already held cannot be bought again.',
      );
    try {
      // The card is saved for Aura's renewals, or the PSP that renews by itself opens its recurring checkout.
      const opened = await this.openOrder(
        {
          userId,
          kind: 'subscription',
          packId: planId,
          amount: plan.price,
          currency,
          coins: plan.coins,
          subscriptionId: sub.id,
          periodIndex: 1,
        },
        this.provider.pspRenewals
          ? { subscription: { period: plan.period, name: `${plan.coins} coins every ${plan.period}` } }
          : { saveCard: true },
      );
      return { ...opened, subscription: subscriptionView(sub) };
    } catch (error) {
      await endSubscription(this.db, sub.id, 'checkout_failed', now);
      throw error;
    }
  }

  /** The user's saved cards, newest first: brand, last four, expiry; the PSP's token never leaves the server. */
  savedCards(userId: number): Promise<SavedCard[]> {
    return cardViews(this.db, userId);
  }

  /** Removes a saved card; the subscription renewing on it is cancelled (cards.ts). Answers the cards left. */
  removeCard(userId: number, cardId: number): Promise<SavedCard[]> {
    return removeCard(this.db, userId, cardId, this.options.now());
  }

  /**
   * Cancels the user's subscription: held until its period ends, no renewal (subscriptions.ts). A PSP that renews
   * by itself is told by its subscriber: the answer's `cancelUrl` is its cancel page (psp-subscriptions.ts).
   */
  async cancelSubscription(
    userId: number,
  ): Promise<{ subscription: Subscription; cancelUrl: string | null }> {
    const { provider } = this;
    const now = this.options.now();
    const cancelled =
      provider.pspRenewals && provider.cancelSubscriptionUrl
        ? await requestPspCancel(
            this.db,
            provider.cancelSubscriptionUrl.bind(provider),
            userId,
            now,
            (orderNo) => this.reconcileOrder(orderNo),
          )
        : await cancelHeld(this.db, userId, now).then((sub) => sub && { sub, cancelUrl: null });
    if (!cancelled) throw new GatewayError(BUSINESS_CODES.subscriptionNotFound, 'No subscription to cancel.');
    return { subscription: subscriptionView(cancelled.sub), cancelUrl: cancelled.cancelUrl };
  }

  private async openOrder(
    values: {
      userId: number;
      kind: PayOrderKind;
      packId: string;
      amount: number;
      currency: ShopCurrency;
      coins: number;
      subscriptionId?: number;
      periodIndex?: number;
    },
    checkout: Pick<CheckoutRequest, 'saveCard' | 'subscription' | 'method'> = {},
  ): Promise<{ order: PayOrder; checkoutUrl: string }> {
    const now = this.options.now();
    const orderNo = `AO${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
    const { paymentId, checkoutUrl } = await this.provider.createCheckout({
      reference: orderNo,
      amount: values.amount,
      currency: values.currency,
      description: `${values.coins} coins`,
      returnUrl: `${this.options.publicUrl}/payRes?orderNo=${orderNo}`,
      ...checkout,
    });
    const [row] = await this.db
      .insert(payOrders)
      .values({
        ...values,
        orderNo,
        status: 'waiting',
        psp: this.provider.name,
        pspPaymentId: paymentId,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return { order: orderView(row!), checkoutUrl };
  }

  /** The renewal job (renewals.ts): subscriptions whose period is over renew or end. */
  renewDue(limit = 50): Promise<number> {
    return renewDue(this.db, this.provider, this.options.now, limit);
  }

  async order(userId: number, orderNo: string): Promise<PayOrder> {
    const row = await orderByNo(this.db, orderNo);
    if (!row || row.userId !== userId) throw new GatewayError(BUSINESS_CODES.orderNotFound, 'No such order.');
    return orderView(row);
  }

  async orders(userId: number): Promise<PayOrder[]> {
    return (await ordersOf(this.db, userId)).map(orderView);
  }

  /**
   * Applies one PSP event, once: its id is claimed first (a repeat, even one arriving at the same moment, waits for
   * the first and then does nothing), the order is locked, the move checked against the state machine (a late
   * `processing` after `success` is ignored), and a success credits the coins through the ledger, all in one
   * transaction: the coins and the order's new state are kept together or not at all.
   */
  applyEvent(event: PaymentEvent): Promise<EventResult> {
    const psp = this.provider.name;
    if (event.reversal) return reverseAtPsp(this.db, this.options.ledger, psp, event, this.options.now);
    if (event.subscription)
      return applyPspSubscriptionEvent(
        this.db,
        { ...this.options, provider: this.provider },
        event,
        this.options.now(),
      );
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(pspEvents)
        .values({ psp, eventId: event.eventId, orderNo: event.reference.slice(0, 64), type: event.outcome })
        .onConflictDoNothing()
        .returning({ eventId: pspEvents.eventId });
      if (claimed.length === 0) return 'duplicate';
      const [order] = await tx
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.psp, psp), eq(payOrders.pspPaymentId, event.paymentId)))
        .for('update');
      if (!order || order.orderNo !== event.reference) return 'unknown';
      return moveOrder(tx, { ...this.options, provider: this.provider }, order, event, this.options.now());
    });
  }

  /**
   * The reconciliation job: asks the PSP about orders left open longer than `RECONCILE_AFTER_MS` and applies what
   * it answers as any event (a webhook that comes later is a duplicate); cancels orders nobody paid in
   * `ORDER_EXPIRES_MS`. Answers how many orders it asked about.
   */
  async reconcile(limit = 50): Promise<number> {
    const now = this.options.now();
    const open = await openOrdersBefore(this.db, new Date(now - RECONCILE_AFTER_MS), limit);
    for (const order of open) await this.settleOpen(order, now);
    return open.length;
  }

  /** Asks the PSP about one order now (Aura's cancel of a subscription whose first payment may be on its way). */
  async reconcileOrder(orderNo: string): Promise<void> {
    const order = await orderByNo(this.db, orderNo);
    if (order && (order.status === 'waiting' || order.status === 'processing'))
      await this.settleOpen(order, this.options.now());
  }

  /** What the PSP says of an open order, applied; one nobody paid in `ORDER_EXPIRES_MS` is cancelled. */
  private async settleOpen(order: OrderRow, now: number): Promise<void> {
    if (!order.pspPaymentId) return;
    const event = await this.provider.retrieve(order.pspPaymentId);
    if (event.outcome !== 'waiting' && event.outcome !== 'processing') {
      await this.applyEvent(event);
    } else if (event.outcome === 'waiting' && order.createdAt.getTime() <= now - ORDER_EXPIRES_MS) {
      await this.applyEvent({ ...event, eventId: `expired:${order.orderNo}`, outcome: 'cancelled' });
    } else if (event.outcome === 'processing' && order.status === 'waiting') {
      await this.applyEvent(event);
    }
  }

  /** An operator's refund of a paid order (refund.ts); its money goes back at the PSP with `settleRefunds`. */
  refund(orderNo: string): Promise<{ order: PayOrder; takenCoins: number }> {
    return refundOrder(this.db, this.options.ledger, orderNo, this.options.now);
  }

  /** Asks the PSP for the refunds owed, and about the pending ones (psp-refunds.ts). */
  settleRefunds(log?: PspRefundLog): Promise<number> {
    return settlePspRefunds(this.db, this.provider, this.options.now, log);
  }
}
