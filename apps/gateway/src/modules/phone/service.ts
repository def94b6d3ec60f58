import {
  AUTH_LIMITS,
  CODE_CHANNELS,
  BUSINESS_CODES,
  PROTOCOL_ERRORS,
  TELEMETRY_MAX_CHARS,
  UNKNOWN_COUNTRY,
  isCountryCode,
  type CodeChannel,
  type CodeSent,
  type LoginResult,
} from '@aura/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { AuthModuleServices, AuthServices } from '../accounts/index.ts';
import { countryOfIp } from '../geo/index.ts';
import type { ActiveSession, SessionService } from '../sessions/index.ts';
import { markPhoneVerified, setPasswordHash, userById, userByPhone } from '../users/index.ts';
import { assertRegistrationAllowed, maskPhone, parsePhone, registrationVerdict } from './numbers.ts';
import type { PhoneNumber } from './numbers.ts';
import { codePurposeOf, createPhoneUser } from './queries.ts';

/** Who is calling: the device, the address (its country reads national numbers), and the session if signed. */
export interface PhoneCaller {
  deviceId: string;
  ip: string;
  session: ActiveSession | undefined;
  log: FastifyBaseLogger;
}

export interface PhoneServiceDeps {
  db: Db;
  auth: AuthServices;
  sessions: SessionService;
  accounts: Config['accounts'];
  /** The channels the text provider can deliver (WhatsApp needs its own sender number at Twilio). */
  channels: readonly CodeChannel[];
  now: () => number;
}

/** The text of a code message; the numbers come from AUTH_LIMITS. */
export function codeMessage(code: string): string {
  const minutes = Math.round(AUTH_LIMITS.codeTtlSeconds / 60);
  return `Your Aura code is ${code}. It expires in ${minutes} minutes. Never share it.`;
}

function channelUnavailable(channel: CodeChannel): GatewayError {
  const message = `${channel} codes are not available here; use another channel`;
  return new GatewayError(PROTOCOL_ERRORS.invalidRequest, `Invalid request. channel: ${message}`, {
    issues: [{ field: 'channel', message }],
  });
}

const accountNotFound = () =>
  new GatewayError(BUSINESS_CODES.accountNotFound, 'No account uses this number.');

/**
 * Phone sign-in (spec §4 "Phone login"): a code by SMS or WhatsApp signs in or up, an optional password signs in
 * without one, and a verified reset code sets a new password. Every call counts as a sign-in operation of the
 * device and the address ("too many operations").
 */
export class PhoneService {
  constructor(private readonly deps: PhoneServiceDeps) {}

  async checkMobile(mobile: string, caller: PhoneCaller) {
    const phone = this.start(mobile, caller);
    const user = await userByPhone(this.deps.db, phone.e164);
    return {
      e164: phone.e164,
      registered: user !== undefined,
      hasPassword: Boolean(user?.passwordHash),
      registrationAllowed: registrationVerdict(this.deps.accounts, phone) === 'allowed',
    };
  }

  async sendCode(
    request: { mobile: string; channel: CodeChannel; purpose: 'login' | 'reset'; telemetry?: string },
    caller: PhoneCaller,
  ): Promise<CodeSent> {
    const phone = this.start(request.mobile, caller);
    if (!this.deps.channels.includes(request.channel)) throw channelUnavailable(request.channel);
    const user = await userByPhone(this.deps.db, phone.e164);
    if (!user && request.purpose === 'login') assertRegistrationAllowed(this.deps.accounts, phone);
    if (!user && request.purpose === 'reset') throw accountNotFound();
    const { auth } = this.deps;
    const issued = await auth.codes.issue({
      target: phone.e164,
      channel: request.channel,
      purpose: request.purpose,
      // A reset code belongs to the account that holds the number now.
      ...(request.purpose === 'reset' && user ? { userId: user.id } : {}),
      deviceId: caller.deviceId,
      ip: caller.ip,
    });
    await auth.texts.send({ to: phone.e164, channel: request.channel, body: codeMessage(issued.code) });
    caller.log.info(
      {
        to: maskPhone(phone.e164),
        channel: request.channel,
        purpose: request.purpose,
        requestId: issued.requestId,
        telemetry: request.telemetry?.slice(0, TELEMETRY_MAX_CHARS) ?? null,
      },
      'phone code sent',
    );
    return {
      requestId: issued.requestId,
      expiresInSeconds: issued.expiresInSeconds,
      resendAfterSeconds: issued.resendAfterSeconds,
    };
  }

  /**
   * Checks a code without using it up. Forgot password checks its reset code here before asking for the new
   * password; the login screen may check a login code before asking for the optional password.
   */
  async checkCode(request: { mobile: string; requestId: string; code: string }, caller: PhoneCaller) {
    const phone = this.start(request.mobile, caller);
    const sentFor = await codePurposeOf(this.deps.db, request.requestId, phone.e164);
    const purpose = sentFor === 'login' ? 'login' : 'reset';
    const user = purpose === 'reset' ? await userByPhone(this.deps.db, phone.e164) : undefined;
    if (purpose === 'reset' && sentFor === 'reset' && !user) throw accountNotFound();
    await this.deps.auth.codes.check({
      requestId: request.requestId,
      target: phone.e164,
      purpose,
      code: request.code,
      mode: 'verify',
      ...(user ? { userId: user.id } : {}),
    });
    return { valid: true as const };
  }

  /** Signs in with a login code; a new number signs up (with the password, if one was chosen). */
  async login(
    request: {
      mobile: string;
      requestId: string;
      code: string;
      password?: string;
      countryId?: number;
      pushToken?: string;
    },
    caller: PhoneCaller,
  ): Promise<LoginResult> {
    const { db, auth, accounts } = this.deps;
    const phone = this.start(request.mobile, caller);
    await auth.codes.check({
      requestId: request.requestId,
      target: phone.e164,
      purpose: 'login',
      code: request.code,
      mode: 'consume',
    });
    const at = new Date(this.deps.now());
    let user = await userByPhone(db, phone.e164);
    let isNewUser = false;
    if (user) {
      if (!user.phoneVerifiedAt) await markPhoneVerified(db, user.id, at);
      // The code proves the number: a first password may be chosen here; changing one goes through a reset.
      if (request.password && !user.passwordHash) {
        await setPasswordHash(db, user.id, await auth.hasher.hash(request.password), { firstOnly: false });
      }
    } else {
      assertRegistrationAllowed(accounts, phone);
      // A banned device makes no new accounts.
      await auth.bans.assertAllowed(undefined, caller.deviceId);
      const created = await createPhoneUser(db, auth.ledger, {
        phone: phone.e164,
        countryCode: phone.country && isCountryCode(phone.country) ? phone.country : UNKNOWN_COUNTRY.ab,
        passwordHash: request.password ? await auth.hasher.hash(request.password) : null,
        at,
      });
      user = created.row;
      isNewUser = created.created;
    }
    return this.signIn(user, request, caller, isNewUser);
  }

  /** Signs in with number and password, a few wrong passwords in a row at most. */
  async passwordLogin(
    request: { mobile: string; password: string; countryId?: number; pushToken?: string },
    caller: PhoneCaller,
  ): Promise<LoginResult> {
    const { db, auth } = this.deps;
    const phone = this.start(request.mobile, caller);
    const subject = passwordSubject(phone);
    await auth.passwords.assertOpen(subject);
    const user = await userByPhone(db, phone.e164);
    if (!user) throw accountNotFound();
    if (!user.passwordHash) {
      throw new GatewayError(
        BUSINESS_CODES.passwordNotSet,
        'This account has no password; sign in with a code.',
      );
    }
    if (!(await auth.hasher.verify(request.password, user.passwordHash))) {
      const attemptsLeft = await auth.passwords.failed(subject);
      // The guess that spends the last try starts the pause: answer with the pause (and its wait) at once.
      if (attemptsLeft === 0) await auth.passwords.assertOpen(subject);
      throw new GatewayError(BUSINESS_CODES.wrongPassword, 'Wrong password.', { attemptsLeft });
    }
    await auth.passwords.succeeded(subject);
    return this.signIn(user, request, caller, false);
  }

  /**
   * Sets a new password with a reset code: signed in, for one's own number, the fresh code is enough; otherwise
   * (forgot password) the code must have been verified with checkCode within AUTH_LIMITS.resetWindowSeconds.
   * The number's password pause ends, and so do the account's other sessions.
   */
  async updatePassword(
    request: { mobile: string; requestId: string; code: string; password: string },
    caller: PhoneCaller,
  ): Promise<{ updated: true }> {
    const { db, auth, sessions } = this.deps;
    const phone = this.start(request.mobile, caller);
    const user = await userByPhone(db, phone.e164);
    if (!user) throw accountNotFound();
    const ownSession = caller.session?.userId === user.id ? caller.session : undefined;
    const ownNumber = ownSession !== undefined;
    await auth.codes.check({
      requestId: request.requestId,
      target: phone.e164,
      purpose: 'reset',
      code: request.code,
      mode: 'consume',
      userId: user.id,
      ...(ownNumber ? {} : { verifiedWithinSeconds: AUTH_LIMITS.resetWindowSeconds }),
    });
    await setPasswordHash(db, user.id, await auth.hasher.hash(request.password), { firstOnly: false });
    if (!user.phoneVerifiedAt) await markPhoneVerified(db, user.id, new Date(this.deps.now()));
    await auth.passwords.succeeded(passwordSubject(phone));
    await sessions.revokeOthers(user.id, ownSession?.id ?? '', 'logout');
    return { updated: true };
  }

  async hasPassword(userId: number): Promise<{ hasPassword: boolean }> {
    const user = await userById(this.deps.db, userId);
    return { hasPassword: Boolean(user?.passwordHash) };
  }

  /** Counts the operation, then reads the number (national numbers in the caller's country by IP). */
  private start(mobile: string, caller: PhoneCaller): PhoneNumber {
    this.deps.auth.operations.hit(caller.deviceId, caller.ip, caller.session?.userId);
    return parsePhone(mobile, countryOfIp(caller.ip).ab);
  }

  private signIn(
    user: UserRow,
    extras: { countryId?: number; pushToken?: string },
    caller: PhoneCaller,
    isNewUser: boolean,
  ): Promise<LoginResult> {
    return this.deps.auth.login.signIn(
      user,
      {
        deviceId: caller.deviceId,
        ...(extras.countryId !== undefined ? { countryId: extras.countryId } : {}),
        ...(extras.pushToken !== undefined ? { pushToken: extras.pushToken } : {}),
      },
      { isNewUser },
    );
  }
}

/** The password pause's subject for a number (shared form: `phone:+90…`, `email:…`). */
function passwordSubject(phone: PhoneNumber): string {
  return `phone:${phone.e164}`;
}

/**
 * The phone flows on the gateway's shared services and the configuration. Codes go by SMS or WhatsApp, except at
 * Twilio without a WhatsApp sender number, where SMS is the only channel.
 */
export function phoneServiceFor(
  services: AuthModuleServices,
  config: Pick<Config, 'accounts' | 'sms'>,
): PhoneService {
  return new PhoneService({
    db: services.database.db,
    auth: services.auth,
    sessions: services.sessions,
    accounts: config.accounts,
    channels: config.sms.transport === 'twilio' && !config.sms.whatsappFrom ? ['sms'] : CODE_CHANNELS,
    now: services.protocol.now,
  });
}
