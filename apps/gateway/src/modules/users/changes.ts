// What other modules change on an account, each change named here: only the users module writes the users table
// (docs/gateway.md "Where tables live"). Every function takes the caller's database or transaction, so a change
// commits with the rest of what the caller decides (a bind with its reward, a sign-up with its coins).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from './schema.ts';

/** What may be bound to an account: an e-mail address or a phone number. */
export type AddressKind = 'email' | 'phone';

/** What a signing-in client told about itself: the country (where the account's is unknown), the push token. */
export async function setClientDetails(
  db: Db,
  userId: number,
  details: { countryCode?: string; pushToken?: string },
): Promise<void> {
  if (Object.keys(details).length === 0) return;
  await db.update(users).set(details).where(eq(users.id, userId));
}

/** Sets a password hash; with `firstOnly`, only on an account that has none (undefined when it had one). */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  { firstOnly }: { firstOnly: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), firstOnly ? isNull(users.passwordHash) : undefined))
    .returning();
  return row;
}

export async function markPhoneVerified(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ phoneVerifiedAt: at }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number, at: Date): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Binds a verified address or number to the account (`value`), or releases it (`null`): the value, and when it
 * was verified and bound. The unique index on each refuses an address another account holds.
 */
export async function bindAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  value: string | null,
  at: Date | null,
): Promise<UserRow | undefined> {
  const changes =
    kind === 'email'
      ? { email: value, emailVerifiedAt: at, emailBoundAt: at }
      : { phone: value, phoneVerifiedAt: at, phoneBoundAt: at };
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** Binds a verified address to the account unless another account holds it (which keeps it). */
export async function bindEmailIfFree(db: Db, userId: number, email: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: at, emailBoundAt: at })
    .where(
      and(
        eq(users.id, userId),
        sql`NOT EXISTS (SELECT 1 FROM ${users} AS holder WHERE holder.email = ${email})`,
      ),
    );
}

/** How the account was made (`phone`, `email`, `google` …), set by the sign-up that made it final. */
export async function setCreatedVia(db: Db, userId: number, createdVia: string): Promise<void> {
  await db.update(users).set({ createdVia }).where(eq(users.id, userId));
}

/**
 * Removes an account made a moment ago that lost a race (for its address, for its identity). It has nothing else
 * yet: its sign-up coins come with the winning write, so the ledger knows nothing of it.
 */
export async function deleteFreshUser(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** The profile fields completion sets (profile's rules decide them). */
export async function setProfile(
  db: Db,
  userId: number,
  profile: Pick<UserRow, 'nickname' | 'gender' | 'birthday' | 'birthdayChanges' | 'adultConfirmedAt'>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  return row;
}

/** The fields of a profile edit (profile's rules decide them); only those given change. */
export async function setProfileDetails(
  db: Db,
  userId: number,
  details: Partial<
    Pick<UserRow, 'nickname' | 'gender' | 'birthday' | 'birthdayChanges' | 'bio' | 'interests' | 'languages'>
  >,
): Promise<UserRow | undefined> {
  if (Object.keys(details).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }
  const [row] = await db.update(users).set(details).where(eq(users.id, userId)).returning();
  return row;
}

/** The user appears offline to others (presence's invisible status). */
export async function setInvisible(db: Db, userId: number, invisible: boolean): Promise<void> {
  await db.update(users).set({ invisible }).where(eq(users.id, userId));
}

/** Video calls from friends only (spec §6); false when there is no such user. */
export async function setVideoFriendsOnly(db: Db, userId: number, on: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ videoFriendsOnly: on })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
