import { AUTH_LIMITS, BUSINESS_CODES } from '@aura/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordFailures } from '../../db/schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { RateLimiter } from '../../protocol/rate-limiter.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * Sign-in operations (codes asked for, passwords tried, sign-ups) per device and per address, in ten-minute
 * windows ("too many operations"). Per instance, like the other rate limits.
 */
export class OperationThrottle {
  private readonly limiter: RateLimiter;

  constructor(now: () => number = Date.now) {
    this.limiter = new RateLimiter(now, TEN_MINUTES_MS);
  }

  hit(deviceId: string, ip: string): void {
    for (const key of [`device:${deviceId}`, `ip:${ip}`]) {
      const verdict = this.limiter.hit(key, AUTH_LIMITS.operationsPerTenMinutes);
      if (!verdict.allowed) {
        throw new GatewayError(BUSINESS_CODES.tooManyOperations, 'Too many operations; try again later.', {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
    }
  }

  close(): void {
    this.limiter.close();
  }
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
