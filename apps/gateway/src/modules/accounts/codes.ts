import { AUTH_LIMITS, BUSINESS_CODES, type CodeChannel, type CodePurpose } from '@aura/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { oneTimeCodes } from './schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { digest, digestMatches, newCode } from './secrets.ts';

export interface IssuedCode {
  requestId: string;
  /** The code to send; only its digest is stored. */
  code: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface CodeRequest {
  target: string;
  channel: CodeChannel | 'email';
  purpose: CodePurpose;
  userId?: number;
  deviceId: string;
  ip: string;
}

export interface CodeCheck {
  requestId: string;
  target: string;
  purpose: CodePurpose;
  code: string;
  /** `consume` uses the code up; `verify` only marks it verified (checkCode before a password reset). */
  mode: 'consume' | 'verify';
  /** For a consume after an earlier verify: the verify must be this recent ("reset timed out"). */
  verifiedWithinSeconds?: number;
  userId?: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * One-time codes (OWASP ASVS out-of-band verifiers): random, stored as digests, bound to their request id,
 * target and purpose, short-lived, a few guesses each, and rationed per target per hour and per day.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(request: CodeRequest): Promise<IssuedCode> {
    const now = this.now();
    const recent = (since: number) =>
      this.db
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, request.target), gt(oneTimeCodes.createdAt, new Date(since))));
    const [[day], [hour], [latest]] = await Promise.all([
      recent(now - DAY_MS),
      recent(now - HOUR_MS),
      this.db
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, request.target), eq(oneTimeCodes.purpose, request.purpose)))
        .orderBy(sql`${oneTimeCodes.createdAt} desc`)
        .limit(1),
    ]);
    if ((day?.n ?? 0) >= AUTH_LIMITS.codeRequestsPerDay) {
      throw new GatewayError(
        BUSINESS_CODES.dailyCodeLimit,
        'The daily limit of codes for this number is reached.',
      );
    }
    const waitMs = latest ? latest.createdAt.getTime() + AUTH_LIMITS.codeResendSeconds * 1000 - now : 0;
    if ((hour?.n ?? 0) >= AUTH_LIMITS.codeRequestsPerHour || waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs > 0 ? waitMs / 1000 : HOUR_MS / 1000));
      throw new GatewayError(
        BUSINESS_CODES.tooManyCodeRequests,
        'Too many code requests; wait before asking again.',
        {
          retryAfterSeconds,
        },
      );
    }
    const code = newCode(AUTH_LIMITS.codeDigits);
    // A new code replaces the older ones for the same target and purpose.
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(oneTimeCodes.target, request.target),
          eq(oneTimeCodes.purpose, request.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    const [row] = await this.db
      .insert(oneTimeCodes)
      .values({
        target: request.target,
        channel: request.channel,
        purpose: request.purpose,
        userId: request.userId ?? null,
        codeHash: digest(code),
        deviceId: request.deviceId,
        ip: request.ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + AUTH_LIMITS.codeTtlSeconds * 1000),
      })
      .returning({ requestId: oneTimeCodes.requestId });
    return {
      requestId: row!.requestId,
      code,
      expiresInSeconds: AUTH_LIMITS.codeTtlSeconds,
      resendAfterSeconds: AUTH_LIMITS.codeResendSeconds,
    };
  }

  /** Checks a code; throws the spec's error for each way it can be wrong. */
  async check(check: CodeCheck): Promise<void> {
    const now = this.now();
    // Failures that change the row (a counted guess, a timed-out reset) are returned and thrown after the commit:
    // thrown inside the transaction, they would roll their own change back and guesses would never count.
    const failure = await this.db.transaction(async (tx): Promise<GatewayError | undefined> => {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.requestId, check.requestId))
        .for('update');
      const incorrect = () => new GatewayError(BUSINESS_CODES.codeIncorrect, 'Incorrect verification code.');
      const tooManyWrong = () =>
        new GatewayError(BUSINESS_CODES.tooManyWrongCodes, 'Too many wrong codes; ask for a new one.');
      // A request id for another number, purpose or account is treated as a wrong code: it tells nothing.
      if (!row || row.target !== check.target || row.purpose !== check.purpose) return incorrect();
      if (check.userId !== undefined && row.userId !== check.userId) return incorrect();
      if (row.attempts >= AUTH_LIMITS.codeMaxAttempts) return tooManyWrong();
      // A code verified for a reset stays usable for the reset window after its check, however long its life was
      // (the new password is typed meanwhile); past that window the reset times out instead of expiring.
      const resetWindow = check.mode === 'consume' ? check.verifiedWithinSeconds : undefined;
      if (row.usedAt || (resetWindow === undefined && row.expiresAt.getTime() <= now)) {
        return new GatewayError(BUSINESS_CODES.codeExpired, 'The code has expired; ask for a new one.');
      }
      if (!digestMatches(check.code.trim(), row.codeHash)) {
        const attempts = row.attempts + 1;
        await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.requestId, row.requestId));
        if (attempts >= AUTH_LIMITS.codeMaxAttempts) return tooManyWrong();
        return new GatewayError(BUSINESS_CODES.codeIncorrect, 'Incorrect verification code.', {
          attemptsLeft: AUTH_LIMITS.codeMaxAttempts - attempts,
        });
      }
      if (check.mode === 'verify') {
        await tx
          .update(oneTimeCodes)
          .set({ verifiedAt: new Date(now) })
          .where(eq(oneTimeCodes.requestId, row.requestId));
        return undefined;
      }
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date(now) })
        .where(eq(oneTimeCodes.requestId, row.requestId));
      if (resetWindow !== undefined) {
        const verifiedAt = row.verifiedAt?.getTime();
        if (verifiedAt === undefined || now - verifiedAt > resetWindow * 1000) {
          return new GatewayError(
            BUSINESS_CODES.resetTimedOut,
            'The reset timed out; verify your number again.',
          );
        }
      }
      return undefined;
    });
    if (failure) throw failure;
  }
}
