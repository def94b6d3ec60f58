// A real OpenID provider on loopback (panva's oidc-provider, the certified implementation) that plays Google or
// Apple in tests: discovery, JWKS, authorization with PKCE, form_post, the token endpoint, signed ID tokens. Its
// login and consent step is one tiny form a test posts like a browser would. The e2e suite may reuse it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** An account at the provider; its claims go into ID tokens as they are. */
export interface LocalAccount {
  sub: string;
  email?: string;
  /** Apple writes it as a string. */
  email_verified?: boolean | 'true' | 'false';
  name?: string;
}

export interface LocalOidcProviderOptions {
  /** Loopback port; a free one when left out. */
  port?: number;
  clientId: string;
  /**
   * The client's secret, or a check of the secret the client sends (Apple's client secrets are JWTs signed anew,
   * so a test checks their signature and claims instead of comparing a string).
   */
  clientSecret: string | ((secret: string) => boolean | Promise<boolean>);
  redirectUris: string[];
  /** The account that signs in when the login form names none. */
  account: LocalAccount;
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`: discovery is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** Another account the login form may name (`login=<sub>`). */
  addAccount(account: LocalAccount): void;
  close(): Promise<void>;
}

/**
 * The login form at `/interaction/<uid>`. Fields: `login` (an account's sub), `shareEmail` (`yes` grants the
 * email scope; anything else rejects it, as a user unticking it would), `decision` (`allow` or `deny`).
 */
function loginForm(uid: string, account: LocalAccount): string {
  return `<!doctype html><title>Sign in</title>
<form method="post" action="/interaction/${uid}">
<input name="login" value="${account.sub}"><input type="checkbox" name="shareEmail" value="yes" checked>
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button>
</form>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const accounts = new Map<string, LocalAccount>([[options.account.sub, options.account]]);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key-1', use: 'sig', alg: 'RS256' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret:
          typeof options.clientSecret === 'string' ? options.clientSecret : 'checked-by-function',
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_context: unknown, sub: string) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    // Google's scopes, and Apple's `name`.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    // Like Google and Apple, put the granted claims into the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
  });
  const check = options.clientSecret;
  if (typeof check === 'function') {
    provider.Client.prototype.compareClientSecret = (actual: string) => check(actual);
  }

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginForm(details.uid, options.account));
      return;
    }
    const form = await readForm(request);
    if (form.get('decision') !== 'allow') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const account = accounts.get(form.get('login') ?? options.account.sub);
    if (!account) {
      response.writeHead(400).end('no such account');
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
    const scopes = String(details.params.scope ?? '').split(' ');
    const shareEmail = form.get('shareEmail') === 'yes';
    grant.addOIDCScope(scopes.filter((scope) => shareEmail || scope !== 'email').join(' '));
    if (!shareEmail) grant.rejectOIDCScope('email');
    await provider.interactionFinished(request, response, {
      login: { accountId: account.sub },
      consent: { grantId: await grant.save() },
    });
  }

  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) return handle(request, response);
    interaction(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  return {
    issuer,
    addAccount: (account) => void accounts.set(account.sub, account),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
