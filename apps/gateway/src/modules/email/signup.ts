import { AUTH_LIMITS, BUSINESS_CODES, type LoginResult } from '@aura/contracts';
import type { UserRow } from '../users/index.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { ActiveSession } from '../sessions/index.ts';
import { userById } from '../users/index.ts';
import {
  HOUR_MS,
  MINUTE_MS,
  accountForVerifiedAddress,
  appLink,
  assertMailAllowed,
  choosePassword,
  passwordAlreadySet,
  refuseCommonPassword,
  registrationClosed,
  tooManyMails,
  type EmailAuthDeps,
  type Origin,
  type SignInFrom,
} from './accounts.ts';
import {
  claimVerifyToken,
  consumeRegistration,
  deleteRegistration,
  insertRegistration,
  registrationByToken,
  registrationMailsTo,
  restoreVerifyToken,
  rotateVerifyToken,
  setRegistrationUser,
  unclaimVerifyToken,
  userByEmail,
  type RegistrationRow,
} from './queries.ts';
import { verifyEmailMail } from './mail-templates.ts';
import { digest, newToken } from '../accounts/index.ts';

const registrationNotFound = () =>
  new GatewayError(BUSINESS_CODES.registrationNotFound, 'No such sign-up on this device; sign up again.');

const emailNotVerified = () =>
  new GatewayError(
    BUSINESS_CODES.emailNotVerified,
    'This e-mail address is not verified yet; open the link we mailed you.',
  );

/**
 * E-mail sign-up (spec §4 "E-mail login"): a registration bound to the device that asked for it, a mailed link
 * that verifies the address and signs in whichever device opens it, and the first password.
 */
export class EmailSignup {
  constructor(private readonly deps: EmailAuthDeps) {}

  async register(email: string, origin: Origin) {
    const { db, auth, now } = this.deps;
    auth.operations.hit(origin.deviceId, origin.ip, origin.userId);
    if (!this.deps.registrationOpen) throw registrationClosed();
    const holder = await userByEmail(db, email);
    if (holder?.emailVerifiedAt) {
      throw new GatewayError(
        BUSINESS_CODES.emailAlreadyUsed,
        'This e-mail address is already used; sign in instead.',
      );
    }
    const at = now();
    assertMailAllowed(await registrationMailsTo(db, email, new Date(at - HOUR_MS)), this.mailLimits(), at);
    const registrationToken = newToken();
    const verifyToken = newToken();
    const row = await insertRegistration(db, {
      email,
      deviceId: origin.deviceId,
      registrationTokenHash: digest(registrationToken),
      verifyTokenHash: digest(verifyToken),
      lastSentAt: new Date(at),
      createdAt: new Date(at),
      expiresAt: new Date(at + AUTH_LIMITS.registrationTtlHours * HOUR_MS),
    });
    try {
      await this.mail(email, verifyToken);
    } catch (error) {
      // Nothing was sent: the sign-up may be tried again at once.
      await deleteRegistration(db, row.id);
      throw error;
    }
    return { registrationToken, resendAfterSeconds: AUTH_LIMITS.codeResendSeconds };
  }

  /** Mails a new link for this device's sign-up; the previous link stops working. */
  async resend(email: string, registrationToken: string, origin: Origin) {
    const { db, auth, now } = this.deps;
    auth.operations.hit(origin.deviceId, origin.ip, origin.userId);
    if (!this.deps.registrationOpen) throw registrationClosed();
    const row = await this.pending(email, registrationToken, origin.deviceId);
    if (row.verifiedAt) {
      throw new GatewayError(BUSINESS_CODES.emailAlreadyUsed, 'This e-mail address is already verified.');
    }
    const at = now();
    const sent = await registrationMailsTo(db, email, new Date(at - HOUR_MS));
    assertMailAllowed({ lastSentAt: sent.lastSentAt, recent: 0 }, this.mailLimits(), at);
    const verifyToken = newToken();
    const rotated = await rotateVerifyToken(
      db,
      row.id,
      { verifyTokenHash: digest(verifyToken), lastSentAt: new Date(at) },
      new Date(at - AUTH_LIMITS.codeResendSeconds * 1000),
    );
    // Another resend won the race and sent the mail; or the link was opened meanwhile.
    if (!rotated) throw tooManyMails(AUTH_LIMITS.codeResendSeconds);
    try {
      await this.mail(email, verifyToken);
    } catch (error) {
      await restoreVerifyToken(db, row.id, {
        verifyTokenHash: row.verifyTokenHash,
        lastSentAt: row.lastSentAt,
      });
      throw error;
    }
    return { resendAfterSeconds: AUTH_LIMITS.codeResendSeconds };
  }

  /** Whether this device's sign-up has been verified (the app polls while its user reads their mail). */
  async verified(email: string, registrationToken: string, deviceId: string) {
    const row = await this.pending(email, registrationToken, deviceId);
    return { verified: row.verifiedAt !== null };
  }

  /** The mailed link, opened on any device: verifies the address, makes the account if needed, signs in. */
  async openLink(token: string, from: SignInFrom): Promise<LoginResult> {
    const { db, auth, now } = this.deps;
    auth.operations.hit(from.deviceId, from.ip, from.userId);
    // A banned device is refused before the link is used up, so it still works elsewhere.
    await auth.bans.assertAllowed(undefined, from.deviceId);
    const at = now();
    const row = await claimVerifyToken(
      db,
      digest(token),
      new Date(at),
      new Date(at - AUTH_LIMITS.emailLinkTtlMinutes * MINUTE_MS),
    );
    if (!row) {
      throw new GatewayError(BUSINESS_CODES.linkInvalid, 'This link is invalid or has expired.');
    }
    let account: { user: UserRow; isNewUser: boolean };
    try {
      account = await accountForVerifiedAddress(this.deps, row.email);
    } catch (error) {
      await unclaimVerifyToken(db, row.id);
      throw error;
    }
    await setRegistrationUser(db, row.id, account.user.id);
    return auth.login.signIn(account.user, from, { isNewUser: account.isNewUser });
  }

  /**
   * The first password of an e-mail account: with this device's verified sign-up (which it uses up), or signed in
   * for one's own verified address.
   */
  async setPassword(
    params: { email: string; password: string; registrationToken?: string | undefined },
    session: ActiveSession | undefined,
    from: SignInFrom,
  ): Promise<LoginResult> {
    // A common password is refused before anything is used up (the reset link still works for a better one).
    refuseCommonPassword(params.password);
    const { auth } = this.deps;
    auth.operations.hit(from.deviceId, from.ip, from.userId);
    if (params.registrationToken !== undefined) {
      const row = await this.pending(params.email, params.registrationToken, from.deviceId);
      if (!row.verifiedAt) throw emailNotVerified();
      const { user, isNewUser } = await this.accountOf(row);
      if (user.passwordHash) throw passwordAlreadySet();
      if (!(await consumeRegistration(this.deps.db, row.id, new Date(this.deps.now())))) {
        throw registrationNotFound();
      }
      const updated = await choosePassword(this.deps, user, params.password, { firstOnly: true });
      return auth.login.signIn(updated, from, { isNewUser });
    }
    if (!session) throw registrationNotFound();
    const user = await userById(this.deps.db, session.userId);
    if (!user || user.email !== params.email) {
      throw new GatewayError(BUSINESS_CODES.accountNotFound, 'This address is not the one of your account.');
    }
    if (!user.emailVerifiedAt) throw emailNotVerified();
    if (user.passwordHash) throw passwordAlreadySet();
    const updated = await choosePassword(this.deps, user, params.password, { firstOnly: true });
    return auth.login.signIn(updated, from, { isNewUser: false });
  }

  /** This device's sign-up for this address, while it lasts. */
  private async pending(
    email: string,
    registrationToken: string,
    deviceId: string,
  ): Promise<RegistrationRow> {
    const row = await registrationByToken(this.deps.db, digest(registrationToken));
    const live = row && row.expiresAt.getTime() > this.deps.now();
    if (!row || !live || row.email !== email || row.deviceId !== deviceId) throw registrationNotFound();
    return row;
  }

  /** The account a verified sign-up made (or makes now, if its link made none). */
  private async accountOf(row: RegistrationRow): Promise<{ user: UserRow; isNewUser: boolean }> {
    if (row.userId !== null) {
      const user = await userById(this.deps.db, row.userId);
      // The account has since moved to another address: this sign-up no longer speaks for it.
      if (!user || user.email !== row.email) throw registrationNotFound();
      return { user, isNewUser: false };
    }
    const account = await accountForVerifiedAddress(this.deps, row.email);
    await setRegistrationUser(this.deps.db, row.id, account.user.id);
    return account;
  }

  private mailLimits() {
    return { resendSeconds: AUTH_LIMITS.codeResendSeconds, perHour: AUTH_LIMITS.codeRequestsPerHour };
  }

  private mail(email: string, verifyToken: string): Promise<void> {
    const link = appLink(this.deps.publicUrl, 'verify', verifyToken);
    return this.deps.auth.mailer.send(verifyEmailMail(email, link, AUTH_LIMITS.emailLinkTtlMinutes));
  }
}
