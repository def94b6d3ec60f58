import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from './schema.ts';

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account a phone number (E.164) is bound to. */
export async function userByPhone(db: Db, e164: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, e164)).limit(1);
  return row;
}

export async function userBySearchId(db: Db, searchId: string) {
  const [row] = await db.select().from(users).where(eq(users.searchId, searchId)).limit(1);
  return row;
}

/**
 * Inserts a user; undefined when the search id is taken. `created` runs in the same transaction (a sign-up's
 * coins), so the account and what comes with it exist together or not at all. The ledger opens the user's coin
 * account with their first movement of money; until then their balance is 0.
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
    if (row && created) await created(tx, row);
    return row;
  });
}
