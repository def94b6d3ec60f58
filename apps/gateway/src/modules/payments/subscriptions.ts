// Coin-pack subscriptions (docs/payments.md "Subscriptions"): what a paid, failed or renewed period does to the
// subscription, the renewal job that charges the saved card when a period ends, cancelling, and VIP (spec §6).
import {
  RENEWAL_FAILED_SHOWN_DAYS,
  VIP_RULES,
  type PayOrderState,
  type ShopCatalogue,
  type Subscription,
  type SubscriptionPeriod,
} from '@aura/contracts';
import { and, desc, eq, gt, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PaymentEvent } from './provider.ts';
import type { OrderRow } from './queries.ts';
import { payOrders, paySubscriptions, savedCards } from './schema.ts';

export type SubscriptionRow = typeof paySubscriptions.$inferSelect;

const DAY_MS = 86_400_000;
/**
 * Dunning: after a renewal's charge fails, it is tried again this long after each failure (a day, then three),
 * then the subscription ends. A card that asks for authentication is not retried: nobody is there to give it.
 */
export const RENEWAL_RETRY_DELAYS_MS = [DAY_MS, 3 * DAY_MS] as const;
const NOT_RETRIED = new Set(['authentication_required']);
/** A subscription that holds (one per user): pending, active, or cancelled until its end. */
export const HELD = ['pending', 'active', 'cancelled'] as const;

/** The end of a period that starts at `from`: a week later, or the same day of the next month (UTC). */
export function periodEnd(from: number, period: SubscriptionPeriod): number {
  if (period === 'week') return from + 7 * DAY_MS;
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    id: String(row.id),
    planId: row.planId,
    period: row.period,
    coins: row.coins,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    renewalRetryAt:
      row.status === 'active' && row.renewalAttempts > 0 ? (row.retryAt?.getTime() ?? null) : null,
    cancelRequested: row.status === 'active' && row.cancelRequestedAt !== null,
  };
}

/**
 * What the shop tells of the user's subscriptions: the one held now, and with none held, the one that ended in the
 * last `RENEWAL_FAILED_SHOWN_DAYS` days because its renewal could not be charged.
 */
export async function subscriptionState(
  db: Db,
  userId: number,
  now: number,
): Promise<{ held: SubscriptionRow | undefined; renewalFailed: ShopCatalogue['renewalFailed'] }> {
  const held = await heldSubscription(db, userId);
  if (held) return { held, renewalFailed: null };
  const [ended] = await db
    .select({ period: paySubscriptions.period, endedAt: paySubscriptions.updatedAt })
    .from(paySubscriptions)
    .where(
      and(
        eq(paySubscriptions.userId, userId),
        eq(paySubscriptions.endedReason, 'renewal_failed'),
        gt(paySubscriptions.updatedAt, new Date(now - RENEWAL_FAILED_SHOWN_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(paySubscriptions.updatedAt))
    .limit(1);
  return { held, renewalFailed: ended ? { period: ended.period, endedAt: ended.endedAt.getTime() } : null };
}

export async function heldSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(paySubscriptions)
    .where(and(eq(paySubscriptions.userId, userId), inArray(paySubscriptions.status, [...HELD])));
  return row;
}

/**
 * A renewal whose charge failed, to be told to its user once the failure commits (docs/payments.md
 * "Subscriptions"): the first failure of a period (`ended` false: tried again on `retry_at`) and the end after the
 * last one (`ended` true). The failures between are not told again: the first said the card needs seeing to.
 */
export interface RenewalFailure {
  userId: number;
  orderNo: string;
  ended: boolean;
}

/** What the gateway hands the payments to tell a renewal's failure (docs/push.md). */
export interface RenewalHooks {
  /** Queues a renewal's failure in the transaction that applies it (`AfterCommit`: sent once it commits). */
  renewalFailedIn?: (tx: Db, failure: RenewalFailure) => Promise<void>;
}

/**
 * What a subscription's order reaching `outcome` does, in the transaction that applies the PSP's event. A paid
 * first period makes it active (the card the PSP saved is kept for the renewals); a paid renewal moves its end
 * one period on (once: only the period that comes next counts); a failed first period or renewal ends it, or
 * (dunning) sets its retry; a renewal's first failure and its end are handed to `renewalFailedIn`.
 * Answers until when the order makes its buyer VIP (a paid period's end).
 */
export async function settlePeriod(
  tx: Db,
  order: OrderRow,
  event: PaymentEvent,
  outcome: PayOrderState,
  now: number,
  hooks: RenewalHooks & { pspPeriodDays?: Readonly<Record<SubscriptionPeriod, number>> | undefined } = {},
): Promise<Date | null> {
  if (order.subscriptionId === null) return null;
  const [sub] = await tx
    .select()
    .from(paySubscriptions)
    .where(eq(paySubscriptions.id, order.subscriptionId))
    .for('update');
  if (!sub) return null;
  const at = new Date(now);
  if (outcome === 'success' && hooks.pspPeriodDays) {
    // A PSP that renews by itself (psp-subscriptions.ts): each of its paid periods is an order made once, so every
    // one counts, running on from the last end (the PSP's schedule, however late its event came), its length the
    // PSP's.
    const start = sub.currentPeriodEnd?.getTime() ?? now;
    const end = new Date(start + hooks.pspPeriodDays[sub.period] * DAY_MS);
    await tx
      .update(paySubscriptions)
      .set({
        status: sub.status === 'pending' ? 'active' : sub.status,
        periodsPaid: sub.periodsPaid + 1,
        currentPeriodEnd: end,
        ...(event.pspSubscriptionId && !sub.pspSubscriptionId
          ? { pspSubscriptionId: event.pspSubscriptionId }
          : {}),
        updatedAt: at,
      })
      .where(eq(paySubscriptions.id, sub.id));
    return end;
  }
  if (outcome === 'success') {
    const first = order.kind === 'subscription';
    const start = first ? now : (sub.currentPeriodEnd?.getTime() ?? now);
    const end = new Date(periodEnd(start, sub.period));
    // Every paid period counts, once: even one paid after the subscription ended (a payment still processing when
    // a pending subscription was cancelled) is the user's period, though it starts nothing again.
    if (sub.periodsPaid + 1 === order.periodIndex) {
      const method = event.paymentMethod;
      await tx
        .update(paySubscriptions)
        .set({
          status: first && sub.status === 'pending' ? 'active' : sub.status,
          periodsPaid: sub.periodsPaid + 1,
          currentPeriodEnd: end,
          renewalAttempts: 0,
          retryAt: null,
          ...(method
            ? { paymentMethod: method.token, cardBrand: method.brand, cardLast4: method.last4 }
            : {}),
          updatedAt: at,
        })
        .where(eq(paySubscriptions.id, sub.id));
      if (method)
        await tx
          .insert(savedCards)
          .values({ userId: order.userId, psp: order.psp, ...method })
          .onConflictDoNothing();
    }
    return end;
  }
  if (outcome === 'failure' || outcome === 'cancelled') {
    const renewalDue =
      order.kind === 'renewal' && sub.status === 'active' && sub.periodsPaid + 1 === order.periodIndex;
    // Only the latest attempt decides (a late failure of an older one changes nothing).
    if (renewalDue && order.attempt !== sub.renewalAttempts) return null;
    const delay = RENEWAL_RETRY_DELAYS_MS[sub.renewalAttempts];
    const retried = renewalDue && delay !== undefined && !NOT_RETRIED.has(event.failureReason ?? '');
    if (retried)
      await tx
        .update(paySubscriptions)
        .set({ renewalAttempts: sub.renewalAttempts + 1, retryAt: new Date(now + delay), updatedAt: at })
        .where(eq(paySubscriptions.id, sub.id));
    else if ((order.kind === 'subscription' && sub.status === 'pending') || renewalDue)
      await tx
        .update(paySubscriptions)
        .set({
          status: 'ended',
          endedReason: order.kind === 'renewal' ? 'renewal_failed' : `checkout_${outcome}`,
          updatedAt: at,
        })
        .where(eq(paySubscriptions.id, sub.id));
    // This runs once per order (a failed order moves no more), so each failure is queued once.
    if (renewalDue && (!retried || sub.renewalAttempts === 0))
      await hooks.renewalFailedIn?.(tx, { userId: order.userId, orderNo: order.orderNo, ended: !retried });
  }
  return null;
}

/**
 * The push for a renewal's failure, read when it is sent (after its commit), as the shop tells it now: the retry's
 * date while the period is still unpaid and tried again, or the end while the subscription stays ended for it and
 * no other is held. Undefined when that is no longer so: the renewal went through after all, it ended since (its
 * own failure tells that), or the user subscribed again.
 */
export async function renewalNotice(
  db: Db,
  failure: RenewalFailure,
): Promise<{ kind: 'renewalFailed'; retryAt: number | null } | undefined> {
  const [row] = await db
    .select({ sub: paySubscriptions, periodIndex: payOrders.periodIndex })
    .from(payOrders)
    .innerJoin(paySubscriptions, eq(paySubscriptions.id, payOrders.subscriptionId))
    .where(eq(payOrders.orderNo, failure.orderNo));
  if (!row || row.sub.periodsPaid + 1 !== row.periodIndex) return undefined;
  const { sub } = row;
  if (!failure.ended)
    return sub.status === 'active' && sub.renewalAttempts > 0 && sub.retryAt
      ? { kind: 'renewalFailed', retryAt: sub.retryAt.getTime() }
      : undefined;
  const ended = sub.status === 'ended' && sub.endedReason === 'renewal_failed';
  return ended && !(await heldSubscription(db, sub.userId))
    ? { kind: 'renewalFailed', retryAt: null }
    : undefined;
}

/** Until when a paid order makes its buyer VIP: a pack for `VIP_RULES.daysPerPack` days from its payment. */
export function packVipUntil(now: number): Date {
  return new Date(now + VIP_RULES.daysPerPack * DAY_MS);
}

/**
 * Subscriptions whose paid period is over: a cancelled one ends, an active one is due for its renewal (or, after a
 * failed charge, for its retry once `retry_at` came).
 */
export function dueSubscriptions(
  db: Db,
  now: number,
  limit: number,
  statuses: readonly ('active' | 'cancelled')[] = ['active', 'cancelled'],
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(paySubscriptions)
    .where(
      and(
        inArray(paySubscriptions.status, [...statuses]),
        lte(paySubscriptions.currentPeriodEnd, new Date(now)),
        or(isNull(paySubscriptions.retryAt), lte(paySubscriptions.retryAt, new Date(now))),
      ),
    )
    .orderBy(paySubscriptions.currentPeriodEnd)
    .limit(limit);
}

export async function endSubscription(db: Db, id: number, reason: string, now: number): Promise<void> {
  await db
    .update(paySubscriptions)
    .set({ status: 'ended', endedReason: reason, updatedAt: new Date(now) })
    .where(and(eq(paySubscriptions.id, id), inArray(paySubscriptions.status, ['active', 'cancelled'])));
}

/**
 * Cancels the user's subscription (spec §4 "cancelling takes effect next week or month"): an active one stays held
 * until its period's end and does not renew; one never paid (pending) ends at once.
 */
export async function cancelHeld(db: Db, userId: number, now: number): Promise<SubscriptionRow | undefined> {
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(paySubscriptions)
      .where(
        and(eq(paySubscriptions.userId, userId), inArray(paySubscriptions.status, ['pending', 'active'])),
      )
      .for('update');
    if (!sub) return undefined;
    const [updated] = await tx
      .update(paySubscriptions)
      .set(
        sub.status === 'active'
          ? { status: 'cancelled', updatedAt: new Date(now) }
          : { status: 'ended', endedReason: 'cancelled', updatedAt: new Date(now) },
      )
      .where(eq(paySubscriptions.id, sub.id))
      .returning();
    return updated;
  });
}

/** An operator ends a user's held subscription now (`pay subscription-end`): nothing is charged or refunded. */
export async function endHeld(db: Db, userId: number, now: number): Promise<SubscriptionRow | undefined> {
  const [ended] = await db
    .update(paySubscriptions)
    .set({ status: 'ended', endedReason: 'operator', cancelRequestedAt: null, updatedAt: new Date(now) })
    .where(and(eq(paySubscriptions.userId, userId), inArray(paySubscriptions.status, [...HELD])))
    .returning();
  return ended;
}

const paidNotRefunded = (now: number) =>
  and(eq(payOrders.status, 'success'), isNull(payOrders.refundedAt), gt(payOrders.vipUntil, new Date(now)));

/** Until when the user is VIP (spec §6: any coin purchase, not refunded), or null. */
export async function vipUntilOf(db: Db, userId: number, now: number): Promise<number | null> {
  const [row] = await db
    .select({ until: max(payOrders.vipUntil) })
    .from(payOrders)
    .where(and(eq(payOrders.userId, userId), paidNotRefunded(now)));
  return row?.until ? new Date(row.until).getTime() : null;
}

/** Which of `userIds` are VIP now (matching asks, for unlimited matches). */
export async function vipAmong(db: Db, userIds: number[], now: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: payOrders.userId })
    .from(payOrders)
    .where(and(inArray(payOrders.userId, userIds), paidNotRefunded(now)));
  return new Set(rows.map((row) => row.userId));
}

/** Whether a later period of the same subscription was paid (spec §9: only the last recurring purchase refunds). */
export async function laterPeriodPaid(db: Db, order: OrderRow): Promise<boolean> {
  if (order.subscriptionId === null || order.periodIndex === null) return false;
  const [row] = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.subscriptionId, order.subscriptionId),
        gt(payOrders.periodIndex, order.periodIndex),
        eq(payOrders.status, 'success'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's saved cards (the PSP's tokens with brand, last four, expiry), newest first. */
export function cardsOf(db: Db, userId: number) {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.id))
    .limit(20);
}
