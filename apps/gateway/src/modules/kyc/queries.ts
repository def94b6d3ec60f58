import type { KycStatus } from '@aura/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { kycChecks, type KycRow } from './schema.ts';

/** Statuses that keep a suspect from calling, matching and being matched. */
export const HOLDING: Exclude<KycStatus, 'none'>[] = ['required', 'document', 'pending', 'failed'];

export async function kycOf(db: Db, userId: number): Promise<KycRow | undefined> {
  const [row] = await db.select().from(kycChecks).where(eq(kycChecks.userId, userId));
  return row;
}

/** Which of `userIds` have an age check pending (a suspect): they may not call, match or be matched. */
export async function heldByKyc(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: kycChecks.userId })
    .from(kycChecks)
    .where(and(inArray(kycChecks.userId, userIds), inArray(kycChecks.status, HOLDING)));
  return rows.map((row) => row.userId);
}

/** Whether the user passed the age check (the verified badge). */
export async function isVerified(db: Db, userId: number): Promise<boolean> {
  const row = await kycOf(db, userId);
  return row?.status === 'passed';
}

/**
 * Makes the user a suspect who must pass the age check. One who passed already stays passed unless `again`; a
 * check under way is left as it is.
 */
export async function requireKyc(
  db: Db,
  userId: number,
  cause: string,
  at: Date,
  again = false,
): Promise<KycRow> {
  const insert = db.insert(kycChecks).values({ userId, status: 'required', cause, updatedAt: at });
  const [row] = again
    ? await insert
        .onConflictDoUpdate({
          target: kycChecks.userId,
          set: { status: 'required', cause, reason: null, verifiedAt: null, updatedAt: at },
        })
        .returning()
    : await insert.onConflictDoNothing().returning();
  return row ?? (await kycOf(db, userId))!;
}

export async function updateKyc(
  db: Db,
  userId: number,
  values: Partial<Omit<KycRow, 'userId' | 'createdAt'>> & { updatedAt: Date },
): Promise<KycRow | undefined> {
  const [row] = await db.update(kycChecks).set(values).where(eq(kycChecks.userId, userId)).returning();
  return row;
}
