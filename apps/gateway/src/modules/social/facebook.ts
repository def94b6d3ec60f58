import { createHmac } from 'node:crypto';
import { emailSchema } from '@aura/contracts';
import * as client from 'openid-client';
import { z } from 'zod';
import {
  OAuthFailure,
  assertNoProviderError,
  isLoopback,
  type AuthorizationRequest,
  type OAuthProviderClient,
  type ProviderProfile,
} from './provider.ts';

/** Where Facebook Login lives; tests point these at a local fake. */
export interface FacebookEndpoints {
  authorization: string;
  token: string;
  /** Graph API base, with its version. */
  graph: string;
}

const GRAPH_VERSION = 'v23.0';

export const FACEBOOK_ENDPOINTS: FacebookEndpoints = {
  authorization: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
  token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
  graph: `https://graph.facebook.com/${GRAPH_VERSION}`,
};

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  endpoints: FacebookEndpoints;
}

const GRAPH_TIMEOUT_MS = 10_000;

const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});
const permissionsSchema = z.object({
  data: z.array(z.object({ permission: z.string(), status: z.string() })),
});

/**
 * Facebook Login: OAuth 2 (no ID token on the web), an authorization code with PKCE exchanged by openid-client,
 * then the Graph API's `/me` with the access token and its appsecret_proof.
 */
export class FacebookProvider implements OAuthProviderClient {
  readonly name = 'facebook' as const;
  readonly formPost = false;
  private readonly configuration: client.Configuration;

  constructor(private readonly settings: FacebookSettings) {
    const { authorization, token } = settings.endpoints;
    this.configuration = new client.Configuration(
      { issuer: 'https://www.facebook.com', authorization_endpoint: authorization, token_endpoint: token },
      settings.appId,
      settings.appSecret,
    );
    if (isLoopback(authorization) || isLoopback(token)) client.allowInsecureRequests(this.configuration);
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return client.buildAuthorizationUrl(this.configuration, {
      redirect_uri: request.redirectUri,
      scope: 'public_profile,email',
      state: request.state,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async finish(request: AuthorizationRequest, params: URLSearchParams): Promise<ProviderProfile> {
    assertNoProviderError(params);
    const callback = new URL(request.redirectUri);
    for (const [name, value] of params) callback.searchParams.append(name, value);
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(this.configuration, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
      });
      accessToken = tokens.access_token;
    } catch (error) {
      throw new OAuthFailure('failed', 'facebook: the code exchange failed', { cause: error });
    }
    const me = meSchema.parse(await this.graph('/me', accessToken, { fields: 'id,name,email' }));
    const email = emailSchema.safeParse(me.email);
    if (!email.success) {
      // No address: either the user declined the email permission, or the account has none.
      const { data } = permissionsSchema.parse(await this.graph('/me/permissions', accessToken));
      if (data.some(({ permission, status }) => permission === 'email' && status !== 'granted')) {
        throw new OAuthFailure('permission', 'facebook: the email permission was declined');
      }
    }
    const name = me.name?.trim();
    return {
      subject: me.id,
      ...(email.success ? { email: email.data } : {}),
      // Facebook does not say whether it verified an address, so it never links accounts by e-mail.
      emailVerified: false,
      ...(name ? { name } : {}),
    };
  }

  /** A Graph API read, proving the app secret along with the token (appsecret_proof). */
  private async graph(
    path: string,
    accessToken: string,
    query: Record<string, string> = {},
  ): Promise<unknown> {
    const url = new URL(`${this.settings.endpoints.graph}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set('access_token', accessToken);
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', this.settings.appSecret).update(accessToken).digest('hex'),
    );
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new OAuthFailure('failed', `facebook: Graph API ${path} unreachable`, { cause: error });
    }
    if (!response.ok)
      throw new OAuthFailure('failed', `facebook: Graph API ${path} answered ${response.status}`);
    return response.json();
  }
}
