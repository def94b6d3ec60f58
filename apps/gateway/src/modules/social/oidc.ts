import { emailSchema, type OAuthProvider } from '@aura/contracts';
import * as client from 'openid-client';
import {
  OAuthFailure,
  assertNoProviderError,
  isLoopback,
  type AuthorizationRequest,
  type OAuthProviderClient,
  type ProviderProfile,
} from './provider.ts';

export interface OidcSettings {
  name: OAuthProvider;
  /** Discovery starts here: `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Asked before every code exchange: Google's is fixed, Apple's a JWT signed anew now and then. */
  clientSecret: () => Promise<string>;
  scope: string;
  /** More authorization parameters (Apple: `response_mode=form_post`). */
  authorizationParams?: Record<string, string>;
  /** The name when the ID token has none (Apple posts it once, on the first sign-in, beside the code). */
  nameFromCallback?: (params: URLSearchParams) => string | undefined;
}

/** The discovery document is read again after a day, in case the provider changed its endpoints. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * An OpenID Connect provider (Google, Apple): discovery on first use, authorization code with PKCE, state and
 * nonce, and an ID token whose issuer, audience, nonce, times and signature (the issuer's JWKS) openid-client
 * checks.
 */
export class OidcProvider implements OAuthProviderClient {
  readonly name: OAuthProvider;
  readonly formPost: boolean;
  private discovered: { configuration: Promise<client.Configuration>; at: number } | undefined;
  /** The secret the next token request sends; openid-client's client authentication is synchronous. */
  private secret = '';

  constructor(private readonly settings: OidcSettings) {
    this.name = settings.name;
    this.formPost = settings.authorizationParams?.response_mode === 'form_post';
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return client.buildAuthorizationUrl(await this.configuration(), {
      redirect_uri: request.redirectUri,
      scope: this.settings.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ...this.settings.authorizationParams,
    });
  }

  async finish(request: AuthorizationRequest, params: URLSearchParams): Promise<ProviderProfile> {
    assertNoProviderError(params);
    const configuration = await this.configuration();
    const callback = new URL(request.redirectUri);
    for (const [name, value] of params) callback.searchParams.append(name, value);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      this.secret = await this.settings.clientSecret();
      tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new OAuthFailure('failed', `${this.name}: the code exchange or the ID token failed`, {
        cause: error,
      });
    }
    const claims = tokens.claims()!;
    let found = claimsOf(claims);
    // Scope claims may come from the UserInfo endpoint instead of the ID token (OpenID Connect Core §5.4).
    const userinfo = configuration.serverMetadata().userinfo_endpoint;
    if (!found.email && userinfo) {
      const info = await client
        .fetchUserInfo(configuration, tokens.access_token, claims.sub)
        .catch((error) => {
          throw new OAuthFailure('failed', `${this.name}: UserInfo failed`, { cause: error });
        });
      found = { ...claimsOf(info), name: found.name ?? claimsOf(info).name };
    }
    if (!found.email) {
      throw new OAuthFailure('permission', `${this.name}: no e-mail address was granted`);
    }
    const name = found.name ?? this.settings.nameFromCallback?.(params);
    return { subject: claims.sub, ...found, ...(name ? { name } : {}) };
  }

  /** The provider's configuration: discovered on first use, then kept (a day) for every sign-in. */
  private configuration(): Promise<client.Configuration> {
    const now = Date.now();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.configuration;
    const { issuer, clientId } = this.settings;
    const authentication: client.ClientAuth = (_server, _client, body) => {
      body.set('client_id', clientId);
      body.set('client_secret', this.secret);
    };
    const configuration = client
      .discovery(new URL(issuer), clientId, undefined, authentication, {
        execute: [
          client.enableNonRepudiationChecks,
          ...(isLoopback(issuer) ? [client.allowInsecureRequests] : []),
        ],
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw new OAuthFailure('failed', `${this.name}: discovery at ${issuer} failed`, { cause: error });
      });
    this.discovered = { configuration, at: now };
    return configuration;
  }
}

/** E-mail and name from ID token or UserInfo claims; Apple writes email_verified as a string. */
function claimsOf(claims: Record<string, unknown>): Omit<ProviderProfile, 'subject'> {
  const email = emailSchema.safeParse(claims.email);
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : undefined;
  return {
    ...(email.success ? { email: email.data } : {}),
    emailVerified: email.success && (claims.email_verified === true || claims.email_verified === 'true'),
    ...(name ? { name } : {}),
  };
}
