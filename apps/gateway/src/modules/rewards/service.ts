import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rewardClaims } from './schema.ts';
import type { LedgerService } from '../ledger/index.ts';

/**
 * Rewards a user can get once (the first bind of an e-mail address, of a phone number …): this module keeps who
 * claimed which (`reward_claims`), the ledger pays them (key `reward:<userId>:<reward>`). The check-in, daily
 * tasks and missions of spec §9 come here too.
 */
export class RewardService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
  ) {}

  /** Whether the user has claimed `reward` (paid or being paid). */
  async hasClaimed(userId: number, reward: string): Promise<boolean> {
    const rows = await this.db
      .select({ coins: rewardClaims.coins })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.userId, userId), eq(rewardClaims.reward, reward)));
    return rows.length > 0;
  }

  /**
   * Claims `reward` for the user and pays `coins` into their coins, in `db` when given one (the transaction that
   * earned it). The coins granted: 0 when the user had claimed it before.
   */
  async claimOnce(
    { userId, reward, coins, at }: { userId: number; reward: string; coins: number; at: Date },
    db: Db = this.db,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(rewardClaims)
        .values({ userId, reward, coins, claimedAt: at })
        .onConflictDoNothing()
        .returning({ coins: rewardClaims.coins });
      if (!claim) return 0;
      if (claim.coins > 0) {
        await this.ledger.reward({ userId, reward, amount: claim.coins }, tx);
        await tx
          .update(rewardClaims)
          .set({ paidAt: at })
          .where(and(eq(rewardClaims.userId, userId), eq(rewardClaims.reward, reward)));
      }
      return claim.coins;
    });
  }
}
