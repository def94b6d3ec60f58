import { BUSINESS_CODES, type PayOrder } from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { isInsufficientCoins, type LedgerService } from '../ledger/index.ts';
import type { PaymentEvent } from './provider.ts';
import { orderView } from './queries.ts';
import { payOrders } from './schema.ts';
import { laterPeriodPaid } from './subscriptions.ts';

/**
 * An operator's refund of a paid order: its coins (and the first-purchase bonus it brought) are taken back through
 * the ledger (`refund:<orderNo>`), never more than the balance holds: coins already spent are not taken, and no
 * balance goes below zero (docs/payments.md, "Refunds"). Once per order; a second refund takes nothing. A refunded
 * order grants no VIP any more; of a subscription only the last paid period is refundable. The payment's money is
 * owed back at the PSP from the same commit (`psp_refund_status` requested), which `settlePspRefunds` pays.
 */
export async function refundOrder(
  db: Db,
  ledger: LedgerService,
  orderNo: string,
  now: () => number,
  /** The PSP returned the money itself (its refund, a chargeback): nothing is asked of it, it is counted done. */
  atPsp?: { refundId: string },
): Promise<{ order: PayOrder; takenCoins: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [order] = await tx.select().from(payOrders).where(eq(payOrders.orderNo, orderNo)).for('update');
        if (!order) throw new GatewayError(BUSINESS_CODES.orderNotFound, 'No such order.');
        if (order.status !== 'success')
          throw new GatewayError(
            BUSINESS_CODES.orderNotRefundable,
            `Order ${orderNo} is ${order.status}, not paid.`,
          );
        const returned = atPsp
          ? { pspRefundStatus: 'succeeded' as const, pspRefundId: atPsp.refundId, pspRefundFailure: null }
          : undefined;
        if (order.refundedAt) {
          // Refunded here already: the PSP's word that the money went back (the refund an operator made there).
          if (!returned || order.pspRefundStatus === 'succeeded')
            return { order: orderView(order), takenCoins: 0 };
          const [settled] = await tx
            .update(payOrders)
            .set({ ...returned, updatedAt: new Date(now()) })
            .where(eq(payOrders.id, order.id))
            .returning();
          return { order: orderView(settled!), takenCoins: 0 };
        }
        // Spec §9: of a subscription's periods only the last paid one is refundable (the PSP's own refund is a fact).
        if (!returned && (await laterPeriodPaid(tx, order)))
          throw new GatewayError(
            BUSINESS_CODES.orderNotRefundable,
            'Only the last recurring purchase is refundable.',
          );
        const balance = await ledger.balance(order.userId, 'coin', tx);
        const take = Math.min(balance, order.coins + order.bonusCoins);
        if (take > 0) await ledger.refundPurchase({ userId: order.userId, coins: take, orderNo }, tx);
        const [updated] = await tx
          .update(payOrders)
          .set({
            refundedCoins: take,
            refundedAt: new Date(now()),
            updatedAt: new Date(now()),
            // The money goes back at the PSP after this commits (psp-refunds.ts), whatever the coins taken.
            ...(returned ?? { pspRefundStatus: 'requested' as const }),
          })
          .where(eq(payOrders.id, order.id))
          .returning();
        return { order: orderView(updated!), takenCoins: take };
      });
    } catch (error) {
      // The balance moved between the read and the lock: read it again.
      if (attempt < 3 && isInsufficientCoins(error)) continue;
      throw error;
    }
  }
}

/**
 * A PSP's event that a paid payment's money went back (`PaymentEvent.reversal`): the order (the PSP's and ours) has
 * its coins taken back once, as `refundOrder` takes them; an order never paid here has nothing to take ('ignored').
 */
export async function reverseAtPsp(
  db: Db,
  ledger: LedgerService,
  psp: string,
  event: PaymentEvent,
  now: () => number,
): Promise<'applied' | 'ignored' | 'unknown'> {
  let [order] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.psp, psp), eq(payOrders.pspPaymentId, event.paymentId)));
  // A subscription's transaction at a PSP that renews by itself: a rebill's order (`<sale>:<transaction>`), or else
  // the first period's, which the PSP knows by our reference (psp-subscriptions.ts).
  const sale = event.pspSubscriptionId;
  if (!order && sale)
    [order] = await db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.psp, psp), eq(payOrders.orderNo, event.reference)));
  const ours = order?.orderNo === event.reference || (!!sale && order?.pspPaymentId?.startsWith(`${sale}:`));
  if (!order || !ours) return 'unknown';
  if (order.status !== 'success') return 'ignored';
  await refundOrder(db, ledger, order.orderNo, now, { refundId: `${event.reversal}:${event.eventId}` });
  return 'applied';
}
