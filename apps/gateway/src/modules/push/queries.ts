import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pushSubscriptions, webappInstallDevices } from './schema.ts';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * Stores the device's subscription: a known endpoint moves to this user and device (a browser shared by two
 * accounts in turn), and the device's other subscriptions for the user go (the browser replaced its old one).
 */
export async function storeSubscription(
  db: Db,
  row: Omit<StoredSubscription, 'id' | 'createdAt'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, row.userId),
          eq(pushSubscriptions.deviceId, row.deviceId),
          ne(pushSubscriptions.endpoint, row.endpoint),
        ),
      );
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: row.p256dh,
          auth: row.auth,
          userId: row.userId,
          deviceId: row.deviceId,
          locale: row.locale,
        },
      });
  });
}

export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function removeDeviceSubscription(db: Db, userId: number, deviceId: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceId, deviceId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function removeSubscriptionsById(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export function subscriptionsOf(db: Db, userIds: number[]): Promise<StoredSubscription[]> {
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** The site language of the user's newest subscription: the language they last turned notifications on in. */
export async function newestLocaleOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: pushSubscriptions.locale })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(1);
  return row?.locale;
}

export async function deviceSubscribed(db: Db, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.deviceId, deviceId)))
    .limit(1);
  return rows.length > 0;
}

/** The account the device's install grant went to, if it went. */
export async function installGrantOfDevice(db: Db, deviceId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: webappInstallDevices.userId })
    .from(webappInstallDevices)
    .where(eq(webappInstallDevices.deviceId, deviceId));
  return row?.userId;
}

/** Marks the device as granted to `userId`; false when another claim had it first. */
export async function takeInstallDevice(
  db: Db,
  deviceId: string,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(webappInstallDevices)
    .values({ deviceId, userId, claimedAt: at })
    .onConflictDoNothing()
    .returning({ deviceId: webappInstallDevices.deviceId });
  return rows.length > 0;
}
