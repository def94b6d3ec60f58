import {
  AUTO_LOGIN_QUERY,
  OAUTH_ERROR_QUERY,
  OAUTH_PATHS,
  OAUTH_PROVIDERS,
  type OAuthProvider,
} from '@aura/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { oauthStates } from './schema.ts';
import type { Config } from '../../config.ts';
import { AutoLoginTokens, type AuthModuleServices } from '../accounts/index.ts';
import type { BanService } from '../bans/index.ts';
import { SocialAccounts } from './accounts.ts';
import { oauthProviders, type OAuthProviderOverrides } from './providers.ts';
import { OAuthFailure, type AuthorizationRequest, type OAuthProviderClient } from './provider.ts';
import { appUrl, loginPathFor } from '../accounts/index.ts';
import { newToken } from '../accounts/index.ts';

/** A sign-in left at the provider's page longer than this must start again. */
const STATE_TTL_MS = 10 * 60 * 1000;

export interface OAuthServiceDeps {
  db: Db;
  providers: Map<OAuthProvider, OAuthProviderClient>;
  accounts: SocialAccounts;
  bans: BanService;
  tokens: AutoLoginTokens;
  publicUrl: string;
  now: () => number;
}

/** Where the browser goes after the callback, and what went wrong if it goes back to the login page. */
export interface CallbackOutcome {
  location: string;
  failure?: OAuthFailure;
  userId?: number;
}

function isOAuthProvider(name: string): name is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(name);
}

/**
 * Social sign-in (docs/accounts.md): the start saves state, nonce and PKCE verifier and sends the browser to the
 * provider; the callback takes the saved request back (once), lets the provider client check the answer, finds
 * or makes the account, and hands the web app a one-time auto-login token.
 */
export class OAuthService {
  constructor(private readonly deps: OAuthServiceDeps) {}

  /** The configured provider of that name; undefined for unknown and unconfigured ones. */
  provider(name: string): OAuthProviderClient | undefined {
    return isOAuthProvider(name) ? this.deps.providers.get(name) : undefined;
  }

  /** The redirect URI to register at the provider. */
  callbackUrl(provider: OAuthProvider): string {
    return `${this.deps.publicUrl}${OAUTH_PATHS.callback.replace(':provider', provider)}`;
  }

  /** Saves a new sign-in and answers its state and the provider's URL. Throws an OAuthFailure. */
  async start(
    provider: OAuthProviderClient,
    { returnTo, deviceId }: { returnTo: string; deviceId: string },
  ): Promise<{ state: string; location: string }> {
    const now = this.deps.now();
    const request: AuthorizationRequest = {
      redirectUri: this.callbackUrl(provider.name),
      // 256 random bits each, base64url: what openid-client's generators make (a verifier of 43 characters).
      state: newToken(),
      nonce: newToken(),
      codeVerifier: newToken(),
    };
    const location = await provider.authorizationUrl(request);
    await this.deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now)));
    await this.deps.db.insert(oauthStates).values({
      state: request.state,
      provider: provider.name,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      deviceId,
      returnTo,
      createdAt: new Date(now),
      expiresAt: new Date(now + STATE_TTL_MS),
    });
    return { state: request.state, location: location.href };
  }

  /**
   * Finishes a sign-in from the provider's answer. `browserState` is the state the starting browser kept in its
   * cookie: a callback that another browser started (login CSRF) does not match it.
   */
  async finish(
    provider: OAuthProviderClient,
    params: URLSearchParams,
    browserState: string | undefined,
  ): Promise<CallbackOutcome> {
    let returnTo: string | undefined;
    try {
      const saved = await this.takeState(provider, params.get('state'));
      returnTo = saved.returnTo;
      if (browserState !== saved.state) {
        throw new OAuthFailure(
          'failed',
          'the callback does not belong to the browser that started the sign-in',
        );
      }
      const profile = await provider.finish(
        { redirectUri: this.callbackUrl(provider.name), ...saved },
        params,
      );
      let account = await this.deps.accounts.find(provider.name, profile);
      let isNew = false;
      if (!account) {
        // No new accounts from a banned device; an existing account's ban is answered by the auto-login call.
        if (await this.deps.bans.verdict(undefined, saved.deviceId)) {
          throw new OAuthFailure('failed', `device ${saved.deviceId} is banned: no new account`);
        }
        ({ user: account, isNew } = await this.deps.accounts.create(provider.name, profile));
      }
      const { token } = await this.deps.tokens.issue(account.id, isNew ? 'socialSignUp' : 'social');
      return { location: appUrl(this.deps.publicUrl, returnTo, AUTO_LOGIN_QUERY, token), userId: account.id };
    } catch (error) {
      const failure =
        error instanceof OAuthFailure
          ? error
          : new OAuthFailure('failed', `${provider.name}: sign-in failed`, { cause: error });
      return { location: this.failureUrl(failure.kind, returnTo), failure };
    }
  }

  /** The web app's login page with `?oauthError=`, in the language the sign-in started from. */
  failureUrl(kind: OAuthFailure['kind'], returnTo?: string): string {
    return appUrl(this.deps.publicUrl, loginPathFor(returnTo), OAUTH_ERROR_QUERY, kind);
  }

  /** The saved request of this state, removed so that it serves once. */
  private async takeState(provider: OAuthProviderClient, state: string | null) {
    if (!state) throw new OAuthFailure('failed', 'the callback has no state');
    const [saved] = await this.deps.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
    if (!saved || saved.provider !== provider.name || saved.expiresAt.getTime() <= this.deps.now()) {
      throw new OAuthFailure('failed', 'unknown, expired or used state');
    }
    return {
      state: saved.state,
      nonce: saved.nonce,
      codeVerifier: saved.codeVerifier,
      deviceId: saved.deviceId,
      returnTo: saved.returnTo,
    };
  }
}

/**
 * Social sign-in on the gateway's services: the providers the configuration names (tests may point Facebook at a
 * local fake with `overrides`), accounts made or linked through the users module, auto-login tokens at the end.
 */
export async function oauthServiceFor(
  services: AuthModuleServices,
  config: Pick<Config, 'oauth' | 'publicUrl'>,
  overrides: OAuthProviderOverrides = {},
): Promise<OAuthService> {
  const { protocol, database, auth } = services;
  return new OAuthService({
    db: database.db,
    providers: await oauthProviders(config.oauth, overrides),
    accounts: new SocialAccounts(database.db, services.users, auth.ledger, protocol.now),
    bans: auth.bans,
    tokens: new AutoLoginTokens(database.db, protocol.now),
    publicUrl: config.publicUrl,
    now: protocol.now,
  });
}
