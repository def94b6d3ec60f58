// Subscriptions at a PSP that renews them by itself (`pspRenewals`: Verotel FlexPay; docs/payments.md "Verotel
// FlexPay"). The PSP charges each period and tells it by events: a `rebill` makes the next period's order and pays
// it, once however often and in whatever order it comes; `cancel`, `uncancel` and `expiry` move the subscription.
// Aura's own cancel cannot stop the PSP's renewals by itself: the subscriber is sent to the PSP's cancel page, and
// the subscription says "cancel requested" until the PSP's `cancel` event comes.
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { moveOrder, type EventResult, type OrderMoveDeps } from './order-moves.ts';
import type { PaymentEvent, PspSubscriptionEvent } from './provider.ts';
import { orderByNo } from './queries.ts';
import { payOrders, paySubscriptions, pspEvents } from './schema.ts';
import { cancelHeld, heldSubscription, type SubscriptionRow } from './subscriptions.ts';

/**
 * Applies a PSP's subscription event (`event.subscription`) in one transaction: the subscription found by its first
 * order (`reference`) or by the PSP's id, locked, and then moved. A rebill's event id is claimed first (a repeat does
 * nothing); `cancel`, `uncancel` and `expiry` are moves from given states (a repeat finds it moved already: their
 * postbacks carry no id of their own, and a second cancel after an uncancel is the same postback). A rebill's order (`AR<subscription>T<transaction>`, the PSP's payment id `<sale>:<transaction>`)
 * takes the next period index under that lock and is credited as any order's success (`purchase:<orderNo>`): the
 * same rebill under another event id finds the order it made and credits nothing more.
 */
export function applyPspSubscriptionEvent(
  db: Db,
  deps: OrderMoveDeps,
  event: PaymentEvent,
  now: number,
): Promise<EventResult> {
  const psp = deps.provider.name;
  const kind = event.subscription!.event;
  return db.transaction(async (tx) => {
    if (kind === 'rebill') {
      const claimed = await tx
        .insert(pspEvents)
        .values({ psp, eventId: event.eventId, orderNo: event.reference.slice(0, 64), type: 'rebill' })
        .onConflictDoNothing()
        .returning({ eventId: pspEvents.eventId });
      if (claimed.length === 0) return 'duplicate';
    }
    const sub = await lockSubscription(tx, psp, event);
    if (!sub) return 'unknown';
    const at = new Date(now);
    if (kind === 'rebill') {
      const transactionId = event.subscription!.transactionId;
      if (!transactionId || !event.pspSubscriptionId) return 'ignored';
      const paymentId = `${event.pspSubscriptionId}:${transactionId}`;
      const [last] = await tx
        .select({ index: max(payOrders.periodIndex) })
        .from(payOrders)
        .where(eq(payOrders.subscriptionId, sub.id));
      await tx
        .insert(payOrders)
        .values({
          orderNo: `AR${sub.id}T${transactionId}`,
          userId: sub.userId,
          kind: 'renewal',
          packId: sub.planId,
          amount: sub.amount,
          currency: sub.currency,
          coins: sub.coins,
          subscriptionId: sub.id,
          periodIndex: (last?.index ?? 1) + 1,
          attempt: 0,
          status: 'waiting',
          psp,
          pspPaymentId: paymentId,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
      const [order] = await tx
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.psp, psp), eq(payOrders.pspPaymentId, paymentId)))
        .for('update');
      if (!order || order.subscriptionId !== sub.id) return 'unknown';
      return moveOrder(tx, deps, order, { ...event, paymentId, reference: order.orderNo }, now);
    }
    const moves: Record<
      Exclude<PspSubscriptionEvent, 'rebill'>,
      { from: SubscriptionRow['status'][]; set: Partial<SubscriptionRow> }
    > = {
      // Held until its period's end, as Aura's own cancel (the scheduler ends it then); the request is answered.
      cancel: { from: ['pending', 'active'], set: { status: 'cancelled', cancelRequestedAt: null } },
      uncancel: { from: ['cancelled'], set: { status: 'active' } },
      expiry: {
        from: ['pending', 'active', 'cancelled'],
        set: { status: 'ended', endedReason: 'psp_expired', cancelRequestedAt: null },
      },
    };
    const move = moves[kind];
    if (!move.from.includes(sub.status)) return 'ignored';
    await tx
      .update(paySubscriptions)
      .set({ ...move.set, updatedAt: at })
      .where(eq(paySubscriptions.id, sub.id));
    return 'applied';
  });
}

/**
 * The subscription an event is about, locked: by its first order (our reference at the PSP), or by the PSP's id.
 * The PSP's id is kept the first time it is seen; an event naming another one than the subscription's is not its.
 */
async function lockSubscription(
  tx: Db,
  psp: string,
  event: PaymentEvent,
): Promise<SubscriptionRow | undefined> {
  const [first] = await tx
    .select({ subscriptionId: payOrders.subscriptionId })
    .from(payOrders)
    .where(
      and(eq(payOrders.psp, psp), eq(payOrders.orderNo, event.reference), eq(payOrders.kind, 'subscription')),
    );
  const where =
    first?.subscriptionId != null
      ? eq(paySubscriptions.id, first.subscriptionId)
      : event.pspSubscriptionId
        ? and(eq(paySubscriptions.psp, psp), eq(paySubscriptions.pspSubscriptionId, event.pspSubscriptionId))
        : undefined;
  if (!where) return undefined;
  const [sub] = await tx.select().from(paySubscriptions).where(where).for('update');
  if (!sub || sub.psp !== psp) return undefined;
  const pspId = event.pspSubscriptionId;
  if (pspId && sub.pspSubscriptionId && sub.pspSubscriptionId !== pspId) return undefined;
  if (pspId && !sub.pspSubscriptionId) {
    await tx
      .update(paySubscriptions)
      .set({ pspSubscriptionId: pspId })
      .where(eq(paySubscriptions.id, sub.id));
    sub.pspSubscriptionId = pspId;
  }
  return sub;
}

/**
 * Aura's cancel of a subscription the PSP renews: an active one is marked "cancel requested" and answered with the
 * PSP's cancel page, where the subscriber stops the renewals (held until its end once the PSP's `cancel` comes).
 * A pending one is asked about first (`settleFirst`: its first payment may have gone through with its event still
 * on its way); still unpaid, it ends at once as Aura's own. Undefined when nothing is held to cancel.
 */
export async function requestPspCancel(
  db: Db,
  cancelUrl: (pspSubscriptionId: string) => string,
  userId: number,
  now: number,
  settleFirst: (orderNo: string) => Promise<void>,
): Promise<{ sub: SubscriptionRow; cancelUrl: string | null } | undefined> {
  let held = await heldSubscription(db, userId);
  if (held?.status === 'pending') {
    const [first] = await db
      .select({ orderNo: payOrders.orderNo })
      .from(payOrders)
      .where(and(eq(payOrders.subscriptionId, held.id), eq(payOrders.kind, 'subscription')));
    const order = first && (await orderByNo(db, first.orderNo));
    if (order && order.pspPaymentId) await settleFirst(order.orderNo);
    held = await heldSubscription(db, userId);
    if (held?.status === 'pending') {
      const ended = await cancelHeld(db, userId, now);
      return ended && { sub: ended, cancelUrl: null };
    }
  }
  if (held?.status !== 'active') return undefined;
  const [sub] = await db
    .update(paySubscriptions)
    .set({ cancelRequestedAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(paySubscriptions.id, held.id), inArray(paySubscriptions.status, ['active'])))
    .returning();
  if (!sub) return undefined;
  return { sub, cancelUrl: sub.pspSubscriptionId ? cancelUrl(sub.pspSubscriptionId) : null };
}
