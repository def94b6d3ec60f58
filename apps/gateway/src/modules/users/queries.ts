import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts, users } from '../../db/schema.ts';
import { userBalances } from '../ledger/queries.ts';

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userBySearchId(db: Db, searchId: string) {
  const [row] = await db.select().from(users).where(eq(users.searchId, searchId)).limit(1);
  return row;
}

/** The user's coins (their ledger account's balance). */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await userBalances(db, [userId], 'coin')).get(userId) ?? 0;
}

/**
 * Inserts a user with an empty coin account; false when the search id is taken. `created` runs in the same
 * transaction (a sign-up's coins), so the account and what comes with it exist together or not at all.
 */
export async function insertUser(
  db: Db,
  values: typeof users.$inferInsert,
  created?: (tx: Db, row: typeof users.$inferSelect) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.searchId })
      .returning();
    if (row) {
      await tx.insert(ledgerAccounts).values({ userId: row.id, currency: 'coin', balance: 0 });
      if (created) await created(tx, row);
    }
    return row;
  });
}
