import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { oneTimeCodes } from '../accounts/index.ts';
import type { UserRow } from '../users/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { insertUser, newSearchId, userByPhone } from '../users/index.ts';

export interface NewPhoneUser {
  phone: string;
  countryCode: string;
  passwordHash: string | null;
  at: Date;
}

/**
 * Makes an account for a verified number, with its coin account and sign-up coins, in one transaction. Answers the account that
 * holds the number afterwards: a concurrent sign-up of the same number makes the insert fail, and then the
 * other account is the one to sign in to (`created` false).
 */
export async function createPhoneUser(
  db: Db,
  ledger: LedgerService,
  user: NewPhoneUser,
): Promise<{ row: UserRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const row = await insertUser(
        db,
        {
          searchId: newSearchId(),
          countryCode: user.countryCode,
          phone: user.phone,
          phoneVerifiedAt: user.at,
          phoneBoundAt: user.at,
          passwordHash: user.passwordHash,
          createdVia: 'phone',
          createdAt: user.at,
        },
        (tx, created) => ledger.signupBonus(created.id, tx),
      );
      if (row) return { row, created: true };
    } catch (error) {
      const holder = await userByPhone(db, user.phone);
      if (holder) return { row: holder, created: false };
      throw error;
    }
  }
  throw new Error('could not find a free search id');
}

/** The purpose a code was sent for, when `requestId` is a code sent to `target`. */
export async function codePurposeOf(db: Db, requestId: string, target: string): Promise<string | undefined> {
  const [row] = await db
    .select({ purpose: oneTimeCodes.purpose })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestId, requestId), eq(oneTimeCodes.target, target)));
  return row?.purpose;
}
