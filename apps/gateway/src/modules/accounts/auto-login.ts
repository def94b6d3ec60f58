import { AUTH_LIMITS } from '@aura/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { autoLoginTokens } from './schema.ts';
import { digest, newToken } from './secrets.ts';

/**
 * Why a token was made: an app-side hand-off (the admin link, spec §2 "Startup"), or social sign-in into an
 * existing account or one it has just made (the login result then says `isNewUser`).
 */
export type AutoLoginPurpose = 'handoff' | 'social' | 'socialSignUp';

export interface IssuedAutoLogin {
  /** Shown once; only its digest is stored. */
  token: string;
  expiresInSeconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One-time tokens that sign a device in from a URL: random, stored as digests, short-lived, used once. */
export class AutoLoginTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(userId: number, purpose: AutoLoginPurpose): Promise<IssuedAutoLogin> {
    const now = this.now();
    const token = newToken();
    // Used and expired tokens are no use to anyone after a day; keep the table small.
    await this.db.delete(autoLoginTokens).where(lt(autoLoginTokens.expiresAt, new Date(now - DAY_MS)));
    await this.db.insert(autoLoginTokens).values({
      tokenHash: digest(token),
      userId,
      purpose,
      createdAt: new Date(now),
      expiresAt: new Date(now + AUTH_LIMITS.autoLoginTtlSeconds * 1000),
    });
    return { token, expiresInSeconds: AUTH_LIMITS.autoLoginTtlSeconds };
  }

  /**
   * Uses a token up: its user and purpose, or undefined when it is unknown, used or expired. One statement marks
   * it used, so two redemptions racing each other cannot both succeed.
   */
  async redeem(token: string): Promise<{ userId: number; purpose: AutoLoginPurpose } | undefined> {
    const now = new Date(this.now());
    const [row] = await this.db
      .update(autoLoginTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(autoLoginTokens.tokenHash, digest(token)),
          isNull(autoLoginTokens.usedAt),
          gt(autoLoginTokens.expiresAt, now),
        ),
      )
      .returning({ userId: autoLoginTokens.userId, purpose: autoLoginTokens.purpose });
    return row && { userId: row.userId, purpose: row.purpose as AutoLoginPurpose };
  }
}
