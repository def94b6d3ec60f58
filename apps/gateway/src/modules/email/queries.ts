import { and, count, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailRegistrations, emailTokens } from './schema.ts';
import { users } from '../users/index.ts';

export type RegistrationRow = typeof emailRegistrations.$inferSelect;

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertRegistration(db: Db, values: typeof emailRegistrations.$inferInsert) {
  const [row] = await db.insert(emailRegistrations).values(values).returning();
  return row!;
}

export async function registrationByToken(db: Db, registrationTokenHash: string) {
  const [row] = await db
    .select()
    .from(emailRegistrations)
    .where(eq(emailRegistrations.registrationTokenHash, registrationTokenHash))
    .limit(1);
  return row;
}

/** The newest sign-up mail to an address, and how many sign-ups it got since `since`. */
export async function registrationMailsTo(db: Db, email: string, since: Date) {
  const [[latest], [recent]] = await Promise.all([
    db
      .select({ lastSentAt: emailRegistrations.lastSentAt })
      .from(emailRegistrations)
      .where(eq(emailRegistrations.email, email))
      .orderBy(desc(emailRegistrations.lastSentAt))
      .limit(1),
    db
      .select({ n: count() })
      .from(emailRegistrations)
      .where(and(eq(emailRegistrations.email, email), gt(emailRegistrations.createdAt, since))),
  ]);
  return { lastSentAt: latest?.lastSentAt, recent: recent?.n ?? 0 };
}

/**
 * Uses a verification link up: marks its registration verified, once, if the link is still fresh (sent after
 * `sentAfter`) and the registration has not expired.
 */
export async function claimVerifyToken(db: Db, verifyTokenHash: string, now: Date, sentAfter: Date) {
  const [row] = await db
    .update(emailRegistrations)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(emailRegistrations.verifyTokenHash, verifyTokenHash),
        isNull(emailRegistrations.verifiedAt),
        gt(emailRegistrations.expiresAt, now),
        gt(emailRegistrations.lastSentAt, sentAfter),
      ),
    )
    .returning();
  return row;
}

/** A new link for a pending registration; the old link stops working. Only if the last one is old enough. */
export async function rotateVerifyToken(
  db: Db,
  id: string,
  change: { verifyTokenHash: string; lastSentAt: Date },
  sentBefore: Date,
) {
  const [row] = await db
    .update(emailRegistrations)
    .set(change)
    .where(
      and(
        eq(emailRegistrations.id, id),
        isNull(emailRegistrations.verifiedAt),
        lte(emailRegistrations.lastSentAt, sentBefore),
      ),
    )
    .returning({ id: emailRegistrations.id });
  return row;
}

export function restoreVerifyToken(
  db: Db,
  id: string,
  previous: { verifyTokenHash: string; lastSentAt: Date },
) {
  return db.update(emailRegistrations).set(previous).where(eq(emailRegistrations.id, id));
}

export function deleteRegistration(db: Db, id: string) {
  return db.delete(emailRegistrations).where(eq(emailRegistrations.id, id));
}

/** Gives a claimed link back when what it was for could not be done. */
export function unclaimVerifyToken(db: Db, id: string) {
  return db.update(emailRegistrations).set({ verifiedAt: null }).where(eq(emailRegistrations.id, id));
}

export function setRegistrationUser(db: Db, id: string, userId: number) {
  return db.update(emailRegistrations).set({ userId }).where(eq(emailRegistrations.id, id));
}

/** Ends a registration (its password was chosen): true for the one caller that ended it. */
export async function consumeRegistration(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailRegistrations)
    .set({ expiresAt: now })
    .where(and(eq(emailRegistrations.id, id), gt(emailRegistrations.expiresAt, now)))
    .returning({ id: emailRegistrations.id });
  return rows.length === 1;
}

export function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert) {
  return db.insert(emailTokens).values(values);
}

export function deleteEmailToken(db: Db, tokenHash: string) {
  return db.delete(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
}

/** The newest mailed token of a user for a purpose, and how many were mailed since `since`. */
export async function emailTokensOf(db: Db, userId: number, purpose: string, since: Date) {
  const mine = and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose));
  const [[latest], [recent]] = await Promise.all([
    db
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(mine)
      .orderBy(desc(emailTokens.createdAt))
      .limit(1),
    db
      .select({ n: count() })
      .from(emailTokens)
      .where(and(mine, gt(emailTokens.createdAt, since))),
  ]);
  return { lastSentAt: latest?.createdAt, recent: recent?.n ?? 0 };
}

/** A newer mail replaces the older links of the same purpose. */
export function retireEmailTokens(db: Db, userId: number, purpose: string, keep: string, now: Date) {
  return db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        ne(emailTokens.tokenHash, keep),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** Uses a mailed token up, once, while it is fresh; answers its user. */
export async function claimEmailToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row;
}
