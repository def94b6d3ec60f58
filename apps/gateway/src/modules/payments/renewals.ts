// The renewal job (docs/payments.md "Subscriptions"): subscriptions whose paid period is over renew or end. With a
// PSP that renews by itself (`pspRenewals`: Verotel) nothing is charged here; only what the PSP said was cancelled
// ends at its period's end (its renewals come as the PSP's events: psp-subscriptions.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { orderByNo } from './queries.ts';
import { payOrders } from './schema.ts';
import { dueSubscriptions, endSubscription, type SubscriptionRow } from './subscriptions.ts';

/**
 * A cancelled subscription whose period is over ends; an active one gets the order of its next period
 * (`AR<subscription>P<period>`: one per period, whichever instance or pass makes it) and the saved card is charged
 * with that order number as the PSP's idempotency key, so a pass that crashed in between and the next pass charge
 * once. The outcome comes as the PSP's events, like a checkout's. Answers how many it looked at.
 */
export async function renewDue(
  db: Db,
  provider: PaymentProvider,
  now: () => number,
  limit = 50,
): Promise<number> {
  const at = now();
  const due = await dueSubscriptions(
    db,
    at,
    limit,
    provider.pspRenewals ? ['cancelled'] : ['active', 'cancelled'],
  );
  for (const sub of due) {
    if (sub.status === 'cancelled') await endSubscription(db, sub.id, 'cancelled', at);
    else await renew(db, provider, sub, at, now);
  }
  return due.length;
}

async function renew(
  db: Db,
  provider: PaymentProvider,
  sub: SubscriptionRow,
  at: number,
  now: () => number,
): Promise<void> {
  if (!sub.paymentMethod) return endSubscription(db, sub.id, 'no_saved_card', at);
  const periodIndex = sub.periodsPaid + 1;
  // Dunning: each retry of a failed charge is an order of its own (`…R<attempt>`), charged under its own key.
  const attempt = sub.renewalAttempts;
  const orderNo = `AR${sub.id}P${periodIndex}${attempt > 0 ? `R${attempt}` : ''}`;
  await db
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
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .onConflictDoNothing();
  const order = await orderByNo(db, orderNo);
  if (!order || order.status !== 'waiting' || order.pspPaymentId) return;
  const { paymentId } = await provider.chargeSaved({
    reference: orderNo,
    amount: sub.amount,
    currency: sub.currency,
    description: `${sub.coins} coins`,
    paymentMethod: sub.paymentMethod,
    idempotencyKey: orderNo,
  });
  await db
    .update(payOrders)
    .set({ pspPaymentId: paymentId, updatedAt: new Date(now()) })
    .where(eq(payOrders.id, order.id));
}
