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
  type PayOrderState,
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
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { hasPaid, openOrdersBefore, orderByNo, ordersOf, orderView } from './queries.ts';
import { settlePspRefunds, type PspRefundLog } from './psp-refunds.ts';
import { refundOrder, reverseAtPsp } from './refund.ts';
import { payOrders, paySubscriptions, pspEvents } from './schema.ts';
import {
  cancelHeld,
  dueSubscriptions,
  endSubscription,
  packVipUntil,
  settlePeriod,
  subscriptionState,
  subscriptionView,
  vipUntilOf,
  type RenewalHooks,
  type SubscriptionRow,
} from './subscriptions.ts';

/** An order left open this long is asked about at the PSP (a webhook may have been lost). */
export const RECONCILE_AFTER_MS = 60_000;
/** An order nobody paid within this long is cancelled (a late payment is still honoured). */
export const ORDER_EXPIRES_MS = 30 * 60_000;

/** Which states an order may move to from each (spec §4). A paid order never changes state again. */
const NEXT: Record<PayOrderState, readonly PayOrderState[]> = {
  waiting: ['processing', 'success', 'failure', 'cancelled'],
  processing: ['success', 'failure', 'cancelled'],
  cancelled: ['success'], // a payment that arrives after we gave up waiting is the user's: still credited
  success: [],
  failure: [],
};

export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'unknown';

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
  constructor(private readonly options: PaymentsServiceOptions) {}

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
  ): Promise<{ order: PayOrder; checkoutUrl: string }> {
    const now = this.options.now();
    const { packs } = await offered(this.db, this.provider, currency, now);
    const pack = packs.find((offer) => offer.id === packId);
    if (!pack) throw new GatewayError(BUSINESS_CODES.packNotFound, 'This pack is not for sale.');
    return this.openOrder({
      userId,
      kind: 'pack',
      packId,
      amount: pack.price,
      currency,
      coins: pack.coins + pack.extraCoins,
    });
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
        true,
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

  /** Cancels the user's subscription: held until its period ends, no renewal (subscriptions.ts). */
  async cancelSubscription(userId: number): Promise<{ subscription: Subscription }> {
    const sub = await cancelHeld(this.db, userId, this.options.now());
    if (!sub) throw new GatewayError(BUSINESS_CODES.subscriptionNotFound, 'No subscription to cancel.');
    return { subscription: subscriptionView(sub) };
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
    saveCard = false,
  ): Promise<{ order: PayOrder; checkoutUrl: string }> {
    const now = this.options.now();
    const orderNo = `AO${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
    const { paymentId, checkoutUrl } = await this.provider.createCheckout({
      reference: orderNo,
      amount: values.amount,
      currency: values.currency,
      description: `${values.coins} coins`,
      returnUrl: `${this.options.publicUrl}/payRes?orderNo=${orderNo}`,
      saveCard,
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

  /**
   * The renewal job: a cancelled subscription whose period is over ends; an active one gets the order of its next
   * period (`AR<subscription>P<period>`: one per period, whichever instance or pass makes it) and the saved card
   * is charged with that order number as the PSP's idempotency key, so a pass that crashed in between and the next
   * pass charge once. The outcome comes as the PSP's events, like a checkout's. Answers how many it looked at.
   */
  async renewDue(limit = 50): Promise<number> {
    const now = this.options.now();
    const due = await dueSubscriptions(this.db, now, limit);
    for (const sub of due) {
      if (sub.status === 'cancelled') await endSubscription(this.db, sub.id, 'cancelled', now);
      else await this.renew(sub, now);
    }
    return due.length;
  }

  private async renew(sub: SubscriptionRow, now: number): Promise<void> {
    if (!sub.paymentMethod) return endSubscription(this.db, sub.id, 'no_saved_card', now);
    const periodIndex = sub.periodsPaid + 1;
    // Dunning: each retry of a failed charge is an order of its own (`…R<attempt>`), charged under its own key.
    const attempt = sub.renewalAttempts;
    const orderNo = `AR${sub.id}P${periodIndex}${attempt > 0 ? `R${attempt}` : ''}`;
    await this.db
      .insert(payOrders)
      .values({
        orderNo,
        userId: sub.userId,
        kind: 'renewal',
        packId: sub.planId,
        amount: sub.amount,
        currency: sub.currency,
        coins: sub.coins,
        subscriptionId: sub.id,
        periodIndex,
        attempt,
        status: 'waiting',
        psp: sub.psp,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing();
    const order = await orderByNo(this.db, orderNo);
    if (!order || order.status !== 'waiting' || order.pspPaymentId) return;
    const { paymentId } = await this.provider.chargeSaved({
      reference: orderNo,
      amount: sub.amount,
      currency: sub.currency,
      description: `${sub.coins} coins`,
      paymentMethod: sub.paymentMethod,
      idempotencyKey: orderNo,
    });
    await this.db
      .update(payOrders)
      .set({ pspPaymentId: paymentId, updatedAt: new Date(this.options.now()) })
      .where(eq(payOrders.id, order.id));
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
      if (!NEXT[order.status].includes(event.outcome)) return 'ignored';
      const now = this.options.now();
      const periodVip = await settlePeriod(tx, order, event, event.outcome, now, this.options);
      let bonusCoins = 0;
      if (event.outcome === 'success') {
        await this.options.ledger.purchase(
          { userId: order.userId, coins: order.coins, orderNo: order.orderNo },
          tx,
        );
        const bonus = (await readCatalogue(tx)).firstPurchaseBonus;
        if (bonus > 0 && !(await hasPaid(tx, order.userId))) {
          const posted = await this.options.ledger.firstPurchaseBonus(
            { userId: order.userId, coins: bonus, orderNo: order.orderNo },
            tx,
          );
          if (!posted.replayed) bonusCoins = bonus;
        }
      }
      await tx
        .update(payOrders)
        .set({
          status: event.outcome,
          failureReason: event.outcome === 'failure' ? (event.failureReason ?? 'declined') : null,
          bonusCoins,
          vipUntil: event.outcome === 'success' ? (periodVip ?? packVipUntil(now)) : null,
          updatedAt: new Date(now),
        })
        .where(eq(payOrders.id, order.id));
      return 'applied';
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
    for (const order of open) {
      if (!order.pspPaymentId) continue;
      const event = await this.provider.retrieve(order.pspPaymentId);
      if (event.outcome !== 'waiting' && event.outcome !== 'processing') {
        await this.applyEvent(event);
      } else if (event.outcome === 'waiting' && order.createdAt.getTime() <= now - ORDER_EXPIRES_MS) {
        await this.applyEvent({ ...event, eventId: `expired:${order.orderNo}`, outcome: 'cancelled' });
      } else if (event.outcome === 'processing' && order.status === 'waiting') {
        await this.applyEvent(event);
      }
    }
    return open.length;
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
