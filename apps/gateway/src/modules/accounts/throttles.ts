import { AUTH_LIMITS, BUSINESS_CODES } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { addressKey } from '../../http/addresses.ts';
import { passwordFailures } from './schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { RateLimiter } from '../../protocol/rate-limiter.ts';

const WINDOW_MS = AUTH_LIMITS.operationWindowMinutes * 60 * 1000;

/** Budgets of sign-in operations per window (AUTH_LIMITS; the address's from the configuration). */
export interface OperationBudgets {
  perDevice: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_OPERATION_BUDGETS: OperationBudgets = {
  perDevice: AUTH_LIMITS.operationsPerDevice,
  perAccount: AUTH_LIMITS.operationsPerAccount,
  perAddress: AUTH_LIMITS.operationsPerAddress,
};

/**
 * Sign-in operations (codes asked for, passwords tried, sign-ups) per device, per signed-in account and per
 * address (an IPv6 /64 counts as one), in ten-minute windows ("too many operations", with the wait). Per
 * instance, like the other rate limits.
 */
export class OperationThrottle {
  private readonly limiter: RateLimiter;

  constructor(
    now: () => number = Date.now,
    private readonly budgets: OperationBudgets = DEFAULT_OPERATION_BUDGETS,
  ) {
    this.limiter = new RateLimiter(now, WINDOW_MS);
  }

  /** Counts one operation; `userId` when the caller is signed in (binding, a password change). */
  hit(deviceId: string, ip: string, userId?: number): void {
    const budgets: [string, number][] = [
      [`device:${deviceId}`, this.budgets.perDevice],
      ...(userId === undefined
        ? []
        : ([[`account:${userId}`, this.budgets.perAccount]] as [string, number][])),
      [`ip:${addressKey(ip)}`, this.budgets.perAddress],
    ];
    for (const [key, limit] of budgets) {
      const verdict = this.limiter.hit(key, limit);
      if (!verdict.allowed) throw tooManyOperations(verdict.retryAfterSeconds);
    }
  }

  close(): void {
    this.limiter.close();
  }
}

/** "Too many attempts", with how long to wait (the app words it from `data.retryAfterSeconds`). */
export function tooManyOperations(retryAfterSeconds: number): GatewayError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${minutes} min`;
  return new GatewayError(BUSINESS_CODES.tooManyOperations, `Too many attempts. Try again in ${wait}.`, {
    retryAfterSeconds,
  });
}

/**
 * Wrong passwords in a row per sign-in subject (`phone:+90…`, `email:…`), in the database so every instance
 * counts the same guesses. After AUTH_LIMITS.passwordMaxAttempts, password sign-in pauses (the client suggests
 * Forgot Password).
 */
export class PasswordThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async assertOpen(subject: string): Promise<void> {
    const [row] = await this.db.select().from(passwordFailures).where(eq(passwordFailures.subject, subject));
    const lockedFor = row?.lockedUntil ? row.lockedUntil.getTime() - this.now() : 0;
    if (lockedFor > 0) {
      throw new GatewayError(
        BUSINESS_CODES.tooManyWrongPasswords,
        'Too many wrong passwords; use Forgot Password.',
        {
          retryAfterSeconds: Math.ceil(lockedFor / 1000),
        },
      );
    }
  }

  /** Counts a wrong password; returns how many tries are left before the pause. */
  async failed(subject: string): Promise<number> {
    const now = new Date(this.now());
    const [row] = await this.db
      .insert(passwordFailures)
      .values({ subject, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: passwordFailures.subject,
        // A pause that has run out starts the count again.
        set: {
          failures: sql`CASE WHEN ${passwordFailures.lockedUntil} <= ${now} THEN 1 ELSE ${passwordFailures.failures} + 1 END`,
          lockedUntil: sql`CASE WHEN ${passwordFailures.lockedUntil} <= ${now} THEN NULL ELSE ${passwordFailures.lockedUntil} END`,
          updatedAt: now,
        },
      })
      .returning({ failures: passwordFailures.failures });
    const failures = row?.failures ?? 1;
    if (failures >= AUTH_LIMITS.passwordMaxAttempts) {
      await this.db
        .update(passwordFailures)
        .set({ lockedUntil: new Date(this.now() + AUTH_LIMITS.passwordLockMinutes * 60 * 1000) })
        .where(eq(passwordFailures.subject, subject));
    }
    return Math.max(0, AUTH_LIMITS.passwordMaxAttempts - failures);
  }

  async succeeded(subject: string): Promise<void> {
    await this.db.delete(passwordFailures).where(eq(passwordFailures.subject, subject));
  }
}
