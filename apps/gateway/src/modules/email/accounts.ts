import { isCommonPassword } from '@aura/contracts/common-passwords';
import { BUSINESS_CODES, EMAIL_LINK_QUERY } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { AuthServices, SignInContext } from '../accounts/index.ts';
import type { SessionService } from '../sessions/index.ts';
import type { UserService } from '../users/index.ts';
import {
  bindAddress,
  deleteFreshUser,
  markEmailVerified,
  setCreatedVia,
  setPasswordHash,
} from '../users/index.ts';
import { userByEmail } from './queries.ts';

/** What the e-mail sign-in flows work with. */
export interface EmailAuthDeps {
  db: Db;
  users: UserService;
  auth: AuthServices;
  sessions: SessionService;
  /** The web app's origin, for links in mails. */
  publicUrl: string;
  /** EMAIL_REGISTRATION_ENABLED: whether new accounts may be made by e-mail. */
  registrationOpen: boolean;
  now: () => number;
}

export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** Where a call comes from: the throttles count operations per device and per address. */
export interface Origin {
  deviceId: string;
  ip: string;
  /** The signed-in account, when the call is signed (its own budget of sign-in operations). */
  userId?: number;
}

export type SignInFrom = SignInContext & Origin;

export function registrationClosed(): GatewayError {
  return new GatewayError(
    BUSINESS_CODES.emailRegistrationClosed,
    'Email registration has been closed; use other methods.',
  );
}

/** A link into the web app's login page carrying a token (`/login?verifyEmail=…`). */
export function appLink(publicUrl: string, kind: keyof typeof EMAIL_LINK_QUERY, token: string): string {
  return `${publicUrl}/login?${EMAIL_LINK_QUERY[kind]}=${encodeURIComponent(token)}`;
}

/**
 * Rations mails to one address: one per AUTH_LIMITS.codeResendSeconds, and `perHour` new ones an hour, so the
 * gateway cannot be used to flood someone's mailbox.
 */
export function assertMailAllowed(
  sent: { lastSentAt: Date | undefined; recent: number },
  limits: { resendSeconds: number; perHour: number },
  now: number,
): void {
  const waitMs = sent.lastSentAt ? sent.lastSentAt.getTime() + limits.resendSeconds * 1000 - now : 0;
  if (waitMs > 0 || sent.recent >= limits.perHour) {
    throw tooManyMails(Math.max(1, Math.ceil((waitMs > 0 ? waitMs : HOUR_MS) / 1000)));
  }
}

export function tooManyMails(retryAfterSeconds: number): GatewayError {
  return new GatewayError(
    BUSINESS_CODES.tooManyCodeRequests,
    'Too many mails requested; wait before asking again.',
    { retryAfterSeconds },
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The account of an address its owner has just proven (they opened a mailed link): the account holding it, whose
 * address becomes verified if it was not, or a new account made by e-mail.
 */
export async function accountForVerifiedAddress(
  deps: EmailAuthDeps,
  email: string,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const now = new Date(deps.now());
  const existing = await userByEmail(deps.db, email);
  if (existing) {
    if (existing.emailVerifiedAt) return { user: existing, isNewUser: false };
    const verified = await markEmailVerified(deps.db, existing.id, now);
    return { user: verified ?? existing, isNewUser: false };
  }
  if (!deps.registrationOpen) throw registrationClosed();
  const created = await deps.users.create({ nickname: '' });
  try {
    // The address and the sign-up coins together: an account that loses the race for its address gets neither.
    const user = await deps.db.transaction(async (tx) => {
      await setCreatedVia(tx, created.id, 'email');
      const row = await bindAddress(tx, created.id, 'email', email, now);
      await deps.auth.ledger.signupBonus(created.id, tx);
      return row;
    });
    return { user: user!, isNewUser: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another sign-up for the same address made its account a moment ago: that one is the account.
    await deleteFreshUser(deps.db, created.id);
    const winner = await userByEmail(deps.db, email);
    if (!winner) throw error;
    return { user: winner, isNewUser: false };
  }
}

/** A new password must not be one of the most used ones (the rule the app's form checks too). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new GatewayError(
      BUSINESS_CODES.passwordTooCommon,
      'This password is too common. Please choose another one.',
    );
  }
}

/** Sets the password; `firstOnly` refuses (passwordAlreadySet) when the account has one by then. */
export async function choosePassword(
  deps: EmailAuthDeps,
  user: UserRow,
  password: string,
  { firstOnly }: { firstOnly: boolean },
): Promise<UserRow> {
  const hash = await deps.auth.hasher.hash(password);
  const updated = await setPasswordHash(deps.db, user.id, hash, { firstOnly });
  if (!updated) throw passwordAlreadySet();
  return updated;
}

export function passwordAlreadySet(): GatewayError {
  return new GatewayError(
    BUSINESS_CODES.passwordAlreadySet,
    'This account already has a password; sign in with it or use Forgot Password.',
  );
}
