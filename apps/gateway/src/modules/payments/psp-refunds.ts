// The money of refunded orders back at the PSP (docs/payments.md "Refunds"): an operator's refund commits the
// coins taken back and `psp_refund_status = 'requested'` together (refund.ts); this asks the PSP to refund, on the
// key `refund:<orderNo>`, and asks again about a pending refund until it settles. A process that dies after the
// commit leaves the request for the next pass; one that dies after the PSP's answer asks again on the same key and
// gets the same refund: nothing is lost and nothing paid back twice.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider, RefundResult } from './provider.ts';
import { payOrders } from './schema.ts';

export interface PspRefundLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The PSP's idempotency key of an order's refund. */
export const pspRefundKey = (orderNo: string) => `refund:${orderNo}`;

/**
 * One pass over the refunds owed or pending at the PSP (up to `limit`): a requested one is asked for, a pending one
 * asked about. A PSP that cannot be reached leaves the order as it was for the next pass. Answers how many moved.
 */
export async function settlePspRefunds(
  db: Db,
  provider: PaymentProvider,
  now: () => number,
  log?: PspRefundLog,
  limit = 50,
): Promise<number> {
  const open = await db
    .select()
    .from(payOrders)
    .where(
      and(eq(payOrders.psp, provider.name), inArray(payOrders.pspRefundStatus, ['requested', 'pending'])),
    )
    .orderBy(asc(payOrders.updatedAt))
    .limit(limit);
  let moved = 0;
  for (const order of open) {
    let result: RefundResult;
    try {
      if (order.pspRefundStatus === 'pending' && order.pspRefundId) {
        result = await provider.retrieveRefund(order.pspRefundId);
      } else {
        if (!order.pspPaymentId) continue;
        result = await provider.refund({
          paymentId: order.pspPaymentId,
          amount: order.amount,
          currency: order.currency,
          idempotencyKey: pspRefundKey(order.orderNo),
        });
      }
    } catch (error) {
      log?.error({ err: error, orderNo: order.orderNo }, 'payments: the PSP refund could not be asked');
      continue;
    }
    if (result.outcome === order.pspRefundStatus && result.refundId === order.pspRefundId) continue;
    await db
      .update(payOrders)
      .set({
        pspRefundId: result.refundId,
        pspRefundStatus: result.outcome,
        pspRefundFailure: result.failureReason ?? null,
        updatedAt: new Date(now()),
      })
      .where(eq(payOrders.id, order.id));
    if (result.outcome === 'failed')
      log?.error(
        { orderNo: order.orderNo, refundId: result.refundId, reason: result.failureReason },
        'payments: the PSP refused a refund; return the money by hand',
      );
    moved += 1;
  }
  return moved;
}
