import {
  BUSINESS_CODES,
  REBIND_LOCK_DAYS,
  emailSchema,
  type CodeChannel,
  type CodeSent,
} from '@aura/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { releasedAddresses } from './schema.ts';
import { users, type UserRow } from '../users/index.ts';
import { GatewayError, invalidRequest } from '../../protocol/errors.ts';
import type { Config } from '../../config.ts';
import type { AuthModuleServices, AuthServices } from '../accounts/index.ts';
import { parsePhone } from '../phone/index.ts';
import { RewardService } from '../rewards/index.ts';
import { bindAddress, userById } from '../users/index.ts';

export type BindKind = 'email' | 'phone';

export interface BindTarget {
  kind: BindKind;
  value: string;
  /** How a phone code travels; e-mail codes go by mail. */
  channel?: CodeChannel;
}

export interface BindCheck {
  kind: BindKind;
  value: string;
  requestId: string;
  code: string;
  confirmTakeover: boolean;
}

/** What the rewards module (and the ledger's key `reward:<userId>:<reward>`) call the first bind of each kind. */
export const BIND_REWARDS: Record<BindKind, string> = { email: 'bind_email', phone: 'bind_phone' };

const LOCK_MS = REBIND_LOCK_DAYS * 24 * 60 * 60 * 1000;
const PRODUCT = 'Aura';

/** What binding `value` to a user would do, once every rule allowed it. */
interface Assessment {
  /** The other account the value is bound to, unverified: it moves here. */
  takeoverFrom?: UserRow;
  /** The user's own verified value of this kind that the new one replaces (it is then released). */
  replaces?: string;
  /** No value of this kind yet (or only this one, unverified): the bind may earn the reward. */
  firstOfKind: boolean;
}

function current(user: UserRow, kind: BindKind) {
  return kind === 'email'
    ? { value: user.email, verifiedAt: user.emailVerifiedAt, boundAt: user.emailBoundAt }
    : { value: user.phone, verifiedAt: user.phoneVerifiedAt, boundAt: user.phoneBoundAt };
}

const locked = (reason: 'recentBind' | 'released' | 'taken', message: string, until?: number) =>
  new GatewayError(BUSINESS_CODES.bindLocked, message, {
    reason,
    ...(until === undefined ? {} : { until: new Date(until).toISOString() }),
  });

/**
 * Binding an e-mail address or phone number to the signed-in account (spec §4, §5, §9): a code proves the
 * address; the same value twice, a change within REBIND_LOCK_DAYS of the last bind, an address verified on
 * another account, and one released by another account less than REBIND_LOCK_DAYS ago are refused; one bound
 * unverified elsewhere moves here after the user confirms. The first bind of each kind claims the reward.
 */
export class BindingService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthServices,
    private readonly rewards: RewardService,
    private readonly rewardCoins: number,
    private readonly now: () => number,
  ) {}

  async sendCode(
    userId: number,
    target: BindTarget,
    origin: { deviceId: string; ip: string },
  ): Promise<CodeSent & { takeover: boolean }> {
    this.auth.operations.hit(origin.deviceId, origin.ip, userId);
    const user = await this.user(this.db, userId);
    const value = this.normalize(target.kind, target.value, user);
    const { takeoverFrom } = await this.assess(this.db, user, target.kind, value);
    const channel = target.kind === 'email' ? 'email' : (target.channel ?? 'sms');
    const issued = await this.auth.codes.issue({
      target: value,
      channel,
      purpose: 'bind',
      userId,
      ...origin,
    });
    const minutes = Math.round(issued.expiresInSeconds / 60);
    if (channel === 'email') await this.auth.mailer.send(codeMail(value, issued.code, minutes));
    else
      await this.auth.texts.send({
        to: value,
        channel,
        body: `${PRODUCT}: ${issued.code} is your code to bind this number to your account. It works for ${minutes} minutes.`,
      });
    return {
      requestId: issued.requestId,
      expiresInSeconds: issued.expiresInSeconds,
      resendAfterSeconds: issued.resendAfterSeconds,
      takeover: takeoverFrom !== undefined,
    };
  }

  async verify(userId: number, check: BindCheck): Promise<{ bound: true; coinsGranted: number }> {
    const unlocked = await this.user(this.db, userId);
    const value = this.normalize(check.kind, check.value, unlocked);
    const code = {
      requestId: check.requestId,
      target: value,
      purpose: 'bind',
      code: check.code,
      userId,
    } as const;
    // The code first (without using it up), so that nothing about the address is told to a wrong code.
    await this.auth.codes.check({ ...code, mode: 'verify' });
    const before = await this.assess(this.db, unlocked, check.kind, value);
    if (before.takeoverFrom && !check.confirmTakeover) throw takeoverNeedsConfirmation();
    await this.auth.codes.check({ ...code, mode: 'consume' });

    return this.db.transaction(async (tx) => {
      const user = await this.user(tx, userId, true);
      // Again under the row locks: another account may have bound the address since.
      const assessment = await this.assess(tx, user, check.kind, value);
      if (assessment.takeoverFrom && !check.confirmTakeover) throw takeoverNeedsConfirmation();
      const at = new Date(this.now());
      if (assessment.takeoverFrom) {
        await bindAddress(tx, assessment.takeoverFrom.id, check.kind, null, null);
      }
      if (assessment.replaces) {
        const released = { kind: check.kind, fromUserId: userId, releasedAt: at };
        await tx
          .insert(releasedAddresses)
          .values({ value: assessment.replaces, ...released })
          .onConflictDoUpdate({ target: releasedAddresses.value, set: released });
      }
      await tx.delete(releasedAddresses).where(eq(releasedAddresses.value, value));
      await bindAddress(tx, userId, check.kind, value, at);
      if (!assessment.firstOfKind) return { bound: true as const, coinsGranted: 0 };
      const coinsGranted = await this.rewards.claimOnce(
        { userId, reward: BIND_REWARDS[check.kind], coins: this.rewardCoins, at },
        tx,
      );
      return { bound: true as const, coinsGranted };
    });
  }

  private async user(db: Db, userId: number, forUpdate = false): Promise<UserRow> {
    const user = forUpdate
      ? (await db.select().from(users).where(eq(users.id, userId)).for('update'))[0]
      : await userById(db, userId);
    if (!user) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
    return user;
  }

  /** Lower-case e-mail, or an E.164 number (read in the user's country when it has no `+`). */
  private normalize(kind: BindKind, value: string, user: UserRow): string {
    if (kind === 'phone') return parsePhone(value, user.countryCode).e164;
    const email = emailSchema.safeParse(value);
    if (!email.success) throw invalidRequest(email.error.issues, 'value');
    return email.data;
  }

  /** Applies the rules; throws the refusal, or says what the bind would do. */
  private async assess(db: Db, user: UserRow, kind: BindKind, value: string): Promise<Assessment> {
    const now = this.now();
    const own = current(user, kind);
    if (own.value === value && own.verifiedAt) {
      throw new GatewayError(BUSINESS_CODES.bindSameValue, 'This is already your current binding.');
    }
    if (own.value && own.value !== value && own.boundAt && now - own.boundAt.getTime() < LOCK_MS) {
      throw locked(
        'recentBind',
        `A binding can be changed ${REBIND_LOCK_DAYS} days after the last one.`,
        own.boundAt.getTime() + LOCK_MS,
      );
    }
    const column = kind === 'email' ? users.email : users.phone;
    const [holder] = await db
      .select()
      .from(users)
      .where(and(eq(column, value), ne(users.id, user.id)))
      .for('update');
    if (holder && current(holder, kind).verifiedAt) {
      if (kind === 'email')
        throw new GatewayError(BUSINESS_CODES.emailAlreadyUsed, 'This e-mail is already used.');
      throw locked('taken', 'This phone number is already bound to another account.');
    }
    const [released] = await db.select().from(releasedAddresses).where(eq(releasedAddresses.value, value));
    if (released && released.fromUserId !== user.id && now - released.releasedAt.getTime() < LOCK_MS) {
      throw locked(
        'released',
        `This ${kind === 'email' ? 'e-mail address' : 'phone number'} was linked elsewhere; it can be bound ${REBIND_LOCK_DAYS} days after it was released.`,
        released.releasedAt.getTime() + LOCK_MS,
      );
    }
    return {
      ...(holder ? { takeoverFrom: holder } : {}),
      ...(own.value && own.value !== value && own.verifiedAt ? { replaces: own.value } : {}),
      firstOfKind: own.value === null || own.value === value,
    };
  }
}

const takeoverNeedsConfirmation = () =>
  new GatewayError(
    BUSINESS_CODES.bindTakeoverNeedsConfirmation,
    'This address is bound, unverified, to another account; confirm to move it to yours.',
  );

function codeMail(to: string, code: string, minutes: number) {
  const lines = [
    `Your code to bind ${to} to your ${PRODUCT} account:`,
    code,
    `It works for ${minutes} minutes. If you did not ask for it, ignore this mail: nothing changes without the code.`,
  ];
  const escaped = lines.map((line) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  );
  return {
    to,
    subject: `Your ${PRODUCT} code: ${code}`,
    text: [...lines, `— ${PRODUCT}`].join('\n\n'),
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"></head><body style="font-family: system-ui, sans-serif;">\n<p>${escaped[0]}</p>\n<p style="font-size: 1.6em; letter-spacing: 0.2em;"><strong>${escaped[1]}</strong></p>\n<p>${escaped[2]}</p>\n<p>— ${PRODUCT}</p>\n</body></html>`,
  };
}

/** Binding on the gateway's shared services; a first bind's reward (BIND_REWARD_COINS) is paid by the ledger. */
export function bindingServiceFor(
  services: AuthModuleServices,
  config: Pick<Config, 'accounts'>,
): BindingService {
  const { database, auth, protocol } = services;
  return new BindingService(
    database.db,
    auth,
    new RewardService(database.db, auth.ledger),
    config.accounts.bindRewardCoins,
    protocol.now,
  );
}
