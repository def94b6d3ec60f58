import type { Gift, GiftContext } from '@aura/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { backpackGrants, backpackItems, giftSends } from './schema.ts';

export type GiftSendRow = typeof giftSends.$inferSelect;

export async function sendBySendId(
  db: Db,
  senderId: number,
  sendId: string,
): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .select()
    .from(giftSends)
    .where(and(eq(giftSends.senderId, senderId), eq(giftSends.sendId, sendId)));
  return row;
}

/** The send, or nothing when the sender used this send id already (then the first one stands). */
export async function insertSend(
  db: Db,
  values: {
    senderId: number;
    sendId: string;
    receiverId: number;
    gift: Gift;
    context: GiftContext;
    fromBackpack: boolean;
    createdAt: Date;
  },
): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .insert(giftSends)
    .values({
      ...values,
      giftId: values.gift.giftId,
      price: values.fromBackpack ? 0 : values.gift.price,
      points: values.gift.points,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Takes one of the gift from the backpack; false when it holds none. */
export async function takeFromBackpack(db: Db, userId: number, giftId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(backpackItems)
    .set({ count: sql`${backpackItems.count} - 1`, updatedAt: at })
    .where(
      and(eq(backpackItems.userId, userId), eq(backpackItems.giftId, giftId), gt(backpackItems.count, 0)),
    )
    .returning({ count: backpackItems.count });
  return rows.length > 0;
}

/** Records a grant under its key; false when the key was granted before (nothing to add then). */
export async function claimGrant(
  db: Db,
  values: { key: string; userId: number; giftId: string; count: number; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(backpackGrants)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: backpackGrants.key });
  return rows.length > 0;
}

export async function addToBackpack(db: Db, userId: number, giftId: string, count: number, at: Date) {
  await db
    .insert(backpackItems)
    .values({ userId, giftId, count, updatedAt: at })
    .onConflictDoUpdate({
      target: [backpackItems.userId, backpackItems.giftId],
      set: { count: sql`${backpackItems.count} + ${count}`, updatedAt: at },
    });
}

export function backpackOf(db: Db, userId: number) {
  return db
    .select({ giftId: backpackItems.giftId, count: backpackItems.count })
    .from(backpackItems)
    .where(and(eq(backpackItems.userId, userId), gt(backpackItems.count, 0)));
}
