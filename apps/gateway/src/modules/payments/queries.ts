import type { PayOrder } from '@aura/contracts';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payOrders } from './schema.ts';

export type OrderRow = typeof payOrders.$inferSelect;

export function orderView(row: OrderRow): PayOrder {
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    packId: row.packId,
    amount: row.amount,
    currency: row.currency,
    coins: row.coins,
    bonusCoins: row.bonusCoins,
    status: row.status,
    failureReason: row.failureReason,
    refundedCoins: row.refundedCoins,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.orderNo, orderNo));
  return row;
}

export function ordersOf(db: Db, userId: number, limit = 100): Promise<OrderRow[]> {
  return db
    .select()
    .from(payOrders)
    .where(eq(payOrders.userId, userId))
    .orderBy(desc(payOrders.id))
    .limit(limit);
}

export async function hasPaid(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(and(eq(payOrders.userId, userId), eq(payOrders.status, 'success')))
    .limit(1);
  return row !== undefined;
}

/** Orders still open at the PSP whose last change is older than `before`: the reconciliation job asks about them. */
export function openOrdersBefore(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(payOrders)
    .where(and(inArray(payOrders.status, ['waiting', 'processing']), lte(payOrders.updatedAt, before)))
    .orderBy(payOrders.updatedAt)
    .limit(limit);
}
