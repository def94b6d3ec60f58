import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bans } from './schema.ts';

export interface BanListing {
  banId: string;
  userId?: string;
  deviceId?: string;
  message: string;
  reason: string;
  createdBy: string;
  createdAt: string;
  /** The end of a temporary block; absent for a ban for good. */
  until?: string;
}

/**
 * The bans in force at `now` (not lifted, not run out, as BanService judges them), newest first; of one account or
 * device when asked.
 */
export async function listActiveBans(
  db: Db,
  filter: { userId?: number; deviceId?: string } = {},
  now = Date.now(),
): Promise<BanListing[]> {
  const conditions: SQL[] = [isNull(bans.liftedAt), or(isNull(bans.until), gt(bans.until, new Date(now)))!];
  if (filter.userId !== undefined) conditions.push(eq(bans.userId, filter.userId));
  if (filter.deviceId !== undefined) conditions.push(eq(bans.deviceId, filter.deviceId));
  const rows = await db
    .select()
    .from(bans)
    .where(and(...conditions))
    .orderBy(desc(bans.createdAt));
  return rows.map((row) => ({
    banId: row.id,
    ...(row.userId === null ? {} : { userId: String(row.userId) }),
    ...(row.deviceId === null ? {} : { deviceId: row.deviceId }),
    message: row.message,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    ...(row.until ? { until: row.until.toISOString() } : {}),
  }));
}
