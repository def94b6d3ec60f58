// One order moved by one PSP event (docs/payments.md "Orders and crediting"): the state machine's check, what the
// move does to a subscription, and a success's coins through the ledger, in the caller's transaction.
import type { PayOrderState } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { LedgerService } from '../ledger/index.ts';
import { readCatalogue } from './catalogue.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { hasPaid, type OrderRow } from './queries.ts';
import { payOrders } from './schema.ts';
import { packVipUntil, settlePeriod, type RenewalHooks } from './subscriptions.ts';

export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'unknown';

/** Which states an order may move to from each (spec §4). A paid order never changes state again. */
const NEXT: Record<PayOrderState, readonly PayOrderState[]> = {
  waiting: ['processing', 'success', 'failure', 'cancelled'],
  processing: ['success', 'failure', 'cancelled'],
  cancelled: ['success'], // a payment that arrives after we gave up waiting is the user's: still credited
  success: [],
  failure: [],
};

export interface OrderMoveDeps extends RenewalHooks {
  ledger: LedgerService;
  provider: PaymentProvider;
}

/**
 * Moves a locked order to the event's outcome when the state machine allows it (a late `processing` after
 * `success` is ignored): the subscription's period settled, and a success's coins posted as `purchase:<orderNo>`
 * (with the first-purchase bonus when the user had no paid order), all in `tx`.
 */
export async function moveOrder(
  tx: Db,
  deps: OrderMoveDeps,
  order: OrderRow,
  event: PaymentEvent,
  now: number,
): Promise<EventResult> {
  if (!NEXT[order.status].includes(event.outcome)) return 'ignored';
  const periodVip = await settlePeriod(tx, order, event, event.outcome, now, {
    ...deps,
    pspPeriodDays: deps.provider.pspRenewals?.periodDays,
  });
  let bonusCoins = 0;
  if (event.outcome === 'success') {
    await deps.ledger.purchase({ userId: order.userId, coins: order.coins, orderNo: order.orderNo }, tx);
    const bonus = (await readCatalogue(tx)).firstPurchaseBonus;
    if (bonus > 0 && !(await hasPaid(tx, order.userId))) {
      const posted = await deps.ledger.firstPurchaseBonus(
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
}
