import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coinAccounts, users } from '../../db/schema.ts';

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userBySearchId(db: Db, searchId: string) {
  const [row] = await db.select().from(users).where(eq(users.searchId, searchId)).limit(1);
  return row;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** Inserts a user with an empty coin account; false when the search id is taken. */
export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.searchId })
      .returning();
    if (row) await tx.insert(coinAccounts).values({ userId: row.id });
    return row;
  });
}
