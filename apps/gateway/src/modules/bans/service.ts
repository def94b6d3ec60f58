import { RESULT_CODES } from '@aura/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bans } from './schema.ts';
import { sessions } from '../sessions/index.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { SessionService } from '../sessions/index.ts';

/** What a ban means for a request: its code (spec §8) and the message shown with it. */
export interface BanVerdict {
  code: number;
  message: string;
  /** The end of a temporary block (ISO time); absent for a ban for good. */
  until?: string;
}

export interface NewBan {
  userId?: number;
  deviceId?: string;
  /** A temporary block of this many hours (48 in the spec); for good when left out. */
  hours?: number;
  message?: string;
  reason?: string;
  createdBy: string;
}

/** Not lifted, and not over: a block's end is judged by the gateway's clock, which set it. */
const active = (now: number) =>
  and(isNull(bans.liftedAt), or(isNull(bans.until), gt(bans.until, new Date(now))));

/** Account bans, device bans, or both (spec §6); a block of the account for some hours is a ban with an end. */
export class BanService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The ban that applies to this account on this device, if any. */
  async verdict(userId: number | undefined, deviceId: string): Promise<BanVerdict | undefined> {
    const rows = await this.db
      .select()
      .from(bans)
      .where(
        and(
          active(this.now()),
          or(userId === undefined ? sql`false` : eq(bans.userId, userId), eq(bans.deviceId, deviceId)),
        ),
      );
    const account = rows.find((ban) => ban.userId !== null && ban.userId === userId);
    const device = rows.find((ban) => ban.deviceId === deviceId);
    if (!account && !device) return undefined;
    const code =
      account && device
        ? RESULT_CODES.accountAndDeviceBanned
        : account
          ? RESULT_CODES.accountBanned
          : RESULT_CODES.deviceBanned;
    const ban = account ?? device!;
    return { code, message: ban.message, ...(ban.until ? { until: ban.until.toISOString() } : {}) };
  }

  /** Throws the ban's error when one applies. */
  async assertAllowed(userId: number | undefined, deviceId: string): Promise<void> {
    const verdict = await this.verdict(userId, deviceId);
    if (verdict) throw bannedError(verdict);
  }

  /** Bans, and ends the sessions it covers at once on every instance. */
  async ban(ban: NewBan): Promise<{ id: string; sessionsEnded: number }> {
    if (ban.userId === undefined && !ban.deviceId) throw new Error('a ban needs a user, a device, or both');
    const [row] = await this.db
      .insert(bans)
      .values({
        userId: ban.userId ?? null,
        deviceId: ban.deviceId ?? null,
        message: ban.message ?? '',
        reason: ban.reason ?? '',
        createdBy: ban.createdBy,
        until: ban.hours ? new Date(this.now() + ban.hours * 60 * 60 * 1000) : null,
      })
      .returning({ id: bans.id });
    const covered = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          isNull(sessions.revokedAt),
          or(
            ban.userId === undefined ? sql`false` : eq(sessions.userId, ban.userId),
            ban.deviceId ? eq(sessions.deviceId, ban.deviceId) : sql`false`,
          ),
        ),
      );
    for (const session of covered) await this.sessions.revoke(session.id, 'banned');
    return { id: row!.id, sessionsEnded: covered.length };
  }

  /** Lifts the active bans of an account, a device, or both; returns how many. */
  async unban(target: { userId?: number; deviceId?: string }): Promise<number> {
    const lifted = await this.db
      .update(bans)
      .set({ liftedAt: new Date(this.now()) })
      .where(
        and(
          active(this.now()),
          or(
            target.userId === undefined ? sql`false` : eq(bans.userId, target.userId),
            target.deviceId ? eq(bans.deviceId, target.deviceId) : sql`false`,
          ),
        ),
      )
      .returning({ id: bans.id });
    return lifted.length;
  }
}

export function bannedError(verdict: BanVerdict): GatewayError {
  const fallback =
    verdict.code === RESULT_CODES.accountAndDeviceBanned
      ? 'Login failed, the account and device have been banned.'
      : verdict.until
        ? 'Your account has been blocked for a while.'
        : 'This account or device has been banned.';
  return new GatewayError(
    verdict.code,
    verdict.message || fallback,
    verdict.until ? { until: verdict.until } : null,
  );
}
