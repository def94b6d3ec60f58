import { BUSINESS_CODES, COUNTRIES, UNKNOWN_COUNTRY, type LoginResult } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { setClientDetails, type UserRow } from '../users/index.ts';
import type { SessionService } from '../sessions/index.ts';
import { userById } from '../users/index.ts';
import type { UserService } from '../users/index.ts';
import type { BanService } from '../bans/index.ts';
import type { AutoLoginTokens } from './auto-login.ts';
import { profileSummary } from './profile-summary.ts';

/** Where a sign-in happens, and what the client sent with it (spec §7: countryId, pushToken). */
export interface SignInContext {
  deviceId: string;
  countryId?: number;
  pushToken?: string;
}

const COUNTRY_BY_ID = new Map<number, string>(Object.entries(COUNTRIES).map(([code, id]) => [id, code]));

/**
 * The end of every sign-in method: checks bans, opens the session (ending the account's others when one session
 * per account is the rule), records country and push token, and answers the login result.
 */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly bans: BanService,
    private readonly users: UserService,
    private readonly oneSessionPerAccount: boolean,
  ) {}

  async signIn(
    user: UserRow,
    context: SignInContext,
    { isNewUser }: { isNewUser: boolean },
  ): Promise<LoginResult> {
    await this.bans.assertAllowed(user.id, context.deviceId);
    const { sessionId, loginToken } = await this.sessions.create(user.id, context.deviceId);
    if (this.oneSessionPerAccount) await this.sessions.revokeOthers(user.id, sessionId, 'replaced');

    const country = context.countryId === undefined ? undefined : COUNTRY_BY_ID.get(context.countryId);
    const changes: { countryCode?: string; pushToken?: string } = {};
    if (country && (isNewUser || user.countryCode === 'ZZ')) changes.countryCode = country;
    if (context.pushToken !== undefined) changes.pushToken = context.pushToken;
    await setClientDetails(this.db, user.id, changes);

    return this.result(user.id, loginToken, isNewUser);
  }

  /** Signs in with a one-time auto-login token (an app hand-off, the end of a social sign-in). */
  async redeem(tokens: AutoLoginTokens, token: string, context: SignInContext): Promise<LoginResult> {
    const redeemed = await tokens.redeem(token);
    const user = redeemed && (await userById(this.db, redeemed.userId));
    if (!redeemed || !user) {
      throw new GatewayError(BUSINESS_CODES.autoLoginInvalid, 'This sign-in link is invalid or has expired.');
    }
    return this.signIn(user, context, { isNewUser: redeemed.purpose === 'socialSignUp' });
  }

  /**
   * What a client sends with a sign-in by token (spec §7: countryId, pushToken), kept as a sign-in keeps it: the
   * push token always, the country only where the account's is unknown.
   */
  async recordClientDetails(
    userId: number,
    { countryId, pushToken }: { countryId?: number | undefined; pushToken?: string | undefined },
  ): Promise<void> {
    const changes: { countryCode?: string; pushToken?: string } = {};
    if (pushToken !== undefined) changes.pushToken = pushToken;
    const country = countryId === undefined ? undefined : COUNTRY_BY_ID.get(countryId);
    if (country) {
      const row = await userById(this.db, userId);
      if (row?.countryCode === UNKNOWN_COUNTRY.ab) changes.countryCode = country;
    }
    await setClientDetails(this.db, userId, changes);
  }

  /**
   * Login by token (spec §7 `loginToken`): the session the call is signed with goes on; what the client sent
   * with it is kept (`recordClientDetails`), and the answer is the login result with the token it holds.
   */
  async byToken(
    session: { userId: number; loginToken: string },
    details: { countryId?: number | undefined; pushToken?: string | undefined },
  ): Promise<LoginResult> {
    await this.recordClientDetails(session.userId, details);
    return this.result(session.userId, session.loginToken, false);
  }

  /** The login result for an existing session (login by token): same shape, the token the client holds. */
  async result(userId: number, loginToken: string, isNewUser: boolean): Promise<LoginResult> {
    const row = await userById(this.db, userId);
    if (!row) throw new Error(`user ${userId} vanished while signing in`);
    return { ...(await this.users.info(userId)), loginToken, isNewUser, profile: profileSummary(row) };
  }
}
