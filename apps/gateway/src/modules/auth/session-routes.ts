import {
  BUSINESS_CODES,
  COUNTRIES,
  UNKNOWN_COUNTRY,
  postAutoLogin,
  postLoginToken,
  putLogout,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { route } from '../../protocol/route.ts';
import { userById } from '../users/queries.ts';
import { AutoLoginTokens } from './auto-login.ts';
import { SocialAccounts } from './oauth-accounts.ts';
import { oauthProviders, type OAuthProviderOverrides } from './oauth-providers.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { OAuthService } from './oauth-service.ts';
import type { AuthModuleServices } from './auth-services.ts';

const COUNTRY_BY_ID = new Map<number, string>(Object.entries(COUNTRIES).map(([code, id]) => [id, code]));

/** What a client sends with a sign-in by token (spec §7: countryId, pushToken), kept as a sign-in keeps it. */
async function recordClientDetails(
  db: Db,
  userId: number,
  { countryId, pushToken }: { countryId?: number; pushToken?: string },
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (pushToken !== undefined) changes.pushToken = pushToken;
  const country = countryId === undefined ? undefined : COUNTRY_BY_ID.get(countryId);
  if (country) {
    const row = await userById(db, userId);
    if (row?.countryCode === UNKNOWN_COUNTRY.ab) changes.countryCode = country;
  }
  if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * The session calls (login by token, auto-login, logout) and social sign-in, which ends in an auto-login token.
 * Tests may point Facebook at a local fake (`overrides`).
 */
export async function sessionRoutes(
  app: FastifyInstance,
  services: AuthModuleServices,
  config: Config,
  overrides: OAuthProviderOverrides = {},
): Promise<void> {
  const { protocol, database, sessions, auth } = services;
  const tokens = new AutoLoginTokens(database.db, protocol.now);

  route(app, protocol, postLoginToken, async ({ session, params }) => {
    await recordClientDetails(database.db, session.userId, params);
    return auth.login.result(session.userId, session.loginToken, false);
  });

  route(app, protocol, postAutoLogin, async ({ params, envelope }) => {
    const redeemed = await tokens.redeem(params.token);
    const user = redeemed && (await userById(database.db, redeemed.userId));
    if (!redeemed || !user) {
      throw new GatewayError(BUSINESS_CODES.autoLoginInvalid, 'This sign-in link is invalid or has expired.');
    }
    return auth.login.signIn(
      user,
      { deviceId: envelope.deviceId, countryId: params.countryId, pushToken: params.pushToken },
      { isNewUser: redeemed.purpose === 'socialSignUp' },
    );
  });

  route(app, protocol, putLogout, async ({ session }) => {
    await sessions.revoke(session.id, 'logout');
    return { loggedOut: true as const };
  });

  const oauth = new OAuthService({
    db: database.db,
    providers: await oauthProviders(config.oauth, overrides),
    accounts: new SocialAccounts(database.db, services.users, auth.ledger, protocol.now),
    bans: auth.bans,
    tokens,
    publicUrl: config.publicUrl,
    now: protocol.now,
  });
  await oauthRoutes(app, oauth, config.publicUrl);
}
