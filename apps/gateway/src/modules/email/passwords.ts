import { AUTH_LIMITS, BUSINESS_CODES, type LoginResult } from '@aura/contracts';
import { GatewayError } from '../../protocol/errors.ts';
import { userById } from '../users/index.ts';
import {
  HOUR_MS,
  MINUTE_MS,
  appLink,
  assertMailAllowed,
  choosePassword,
  refuseCommonPassword,
  type EmailAuthDeps,
  type Origin,
  type SignInFrom,
} from './accounts.ts';
import {
  claimEmailToken,
  deleteEmailToken,
  emailTokensOf,
  insertEmailToken,
  retireEmailTokens,
  userByEmail,
} from './queries.ts';
import { resetPasswordMail } from './mail-templates.ts';
import { digest, newToken } from '../accounts/index.ts';

const RESET = 'reset';

const accountNotFound = () =>
  new GatewayError(BUSINESS_CODES.accountNotFound, 'No account uses this e-mail address.');

const emailNotVerified = () =>
  new GatewayError(
    BUSINESS_CODES.emailNotVerified,
    'This e-mail address is not verified yet; sign up with it again to verify it.',
  );

/** The subject PasswordThrottle counts wrong passwords for. */
export const passwordSubject = (email: string) => `email:${email}`;

/** Signing in with e-mail and password, and choosing a new password from a mailed link. */
export class EmailPasswords {
  constructor(private readonly deps: EmailAuthDeps) {}

  async login(email: string, password: string, from: SignInFrom): Promise<LoginResult> {
    const { db, auth } = this.deps;
    auth.operations.hit(from.deviceId, from.ip, from.userId);
    const subject = passwordSubject(email);
    await auth.passwords.assertOpen(subject);
    const user = await userByEmail(db, email);
    if (!user) throw accountNotFound();
    // An account without a password counts a guess like any other: no shortcut around the pause.
    const matches = user.passwordHash !== null && (await auth.hasher.verify(password, user.passwordHash));
    if (!matches) {
      const attemptsLeft = await auth.passwords.failed(subject);
      if (attemptsLeft === 0) await auth.passwords.assertOpen(subject);
      throw new GatewayError(BUSINESS_CODES.invalidCredentials, 'Invalid username or password.', {
        attemptsLeft,
      });
    }
    await auth.passwords.succeeded(subject);
    if (!user.emailVerifiedAt) throw emailNotVerified();
    return auth.login.signIn(user, from, { isNewUser: false });
  }

  /** Mails a single-use link to choose a new password; a newer mail retires the older links. */
  async sendResetLink(email: string, origin: Origin) {
    const { db, auth, now } = this.deps;
    auth.operations.hit(origin.deviceId, origin.ip, origin.userId);
    const user = await userByEmail(db, email);
    if (!user) throw accountNotFound();
    if (!user.emailVerifiedAt) throw emailNotVerified();
    const at = now();
    assertMailAllowed(
      await emailTokensOf(db, user.id, RESET, new Date(at - HOUR_MS)),
      { resendSeconds: AUTH_LIMITS.codeResendSeconds, perHour: AUTH_LIMITS.codeRequestsPerHour },
      at,
    );
    const token = newToken();
    const tokenHash = digest(token);
    await insertEmailToken(db, {
      tokenHash,
      userId: user.id,
      purpose: RESET,
      createdAt: new Date(at),
      expiresAt: new Date(at + AUTH_LIMITS.emailLinkTtlMinutes * MINUTE_MS),
    });
    const link = appLink(this.deps.publicUrl, 'reset', token);
    try {
      await auth.mailer.send(resetPasswordMail(email, link, AUTH_LIMITS.emailLinkTtlMinutes));
    } catch (error) {
      await deleteEmailToken(db, tokenHash);
      throw error;
    }
    await retireEmailTokens(db, user.id, RESET, tokenHash, new Date(at));
    return { resendAfterSeconds: AUTH_LIMITS.codeResendSeconds };
  }

  /**
   * Sets the new password with a reset link's token (once), ends every session of the account (whoever knew the
   * old password is out), and signs this device in.
   */
  async reset(token: string, password: string, from: SignInFrom): Promise<LoginResult> {
    refuseCommonPassword(password);
    const { db, auth, now } = this.deps;
    auth.operations.hit(from.deviceId, from.ip, from.userId);
    await auth.bans.assertAllowed(undefined, from.deviceId);
    const claimed = await claimEmailToken(db, digest(token), RESET, new Date(now()));
    const user = claimed && (await userById(db, claimed.userId));
    if (!user) throw new GatewayError(BUSINESS_CODES.linkInvalid, 'This link is invalid or has expired.');
    const updated = await choosePassword(this.deps, user, password, { firstOnly: false });
    if (updated.email) await auth.passwords.succeeded(passwordSubject(updated.email));
    await this.deps.sessions.revokeOthers(updated.id, '', 'logout');
    return auth.login.signIn(updated, from, { isNewUser: false });
  }
}
