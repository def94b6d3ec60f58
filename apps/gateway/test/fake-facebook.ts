// A local stand-in for Facebook Login and the Graph API, strict where Facebook is: the login dialog checks the
// app and redirect URI, the token endpoint the secret, the code, the redirect URI and PKCE, and the Graph API the
// access token and its appsecret_proof.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FacebookEndpoints } from '../src/modules/social/facebook.ts';

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
}

export interface FakeFacebookOptions {
  appId: string;
  appSecret: string;
  redirectUri: string;
}

/** What the person at the login dialog does next. */
export type DialogAnswer = { user: FacebookUser; declineEmail?: boolean } | 'cancel';

export interface FakeFacebook {
  endpoints: FacebookEndpoints;
  /** The dialog's next answer; it signs the given user in by default. */
  answer: DialogAnswer;
  /** Requests the fake refused, with why (a test expects none). */
  refusals: string[];
  close(): Promise<void>;
}

interface Issued {
  user: FacebookUser;
  declineEmail: boolean;
  challenge: string;
  redirectUri: string;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

export async function startFakeFacebook(
  options: FakeFacebookOptions,
  user: FacebookUser,
): Promise<FakeFacebook> {
  const codes = new Map<string, Issued>();
  const tokens = new Map<string, Issued>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeFacebook = {
    endpoints: {
      authorization: `${origin}/v23.0/dialog/oauth`,
      token: `${origin}/v23.0/oauth/access_token`,
      graph: `${origin}/v23.0`,
    },
    answer: { user },
    refusals: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const refuse = (response: ServerResponse, why: string) => {
    fake.refusals.push(why);
    json(response, 400, { error: { message: why, type: 'OAuthException', code: 100 } });
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const query = url.searchParams;
    if (url.pathname === '/v23.0/dialog/oauth') {
      if (query.get('client_id') !== options.appId) return refuse(response, 'dialog: unknown app');
      if (query.get('redirect_uri') !== options.redirectUri) return refuse(response, 'dialog: redirect_uri');
      if (query.get('code_challenge_method') !== 'S256') return refuse(response, 'dialog: PKCE');
      const back = new URL(options.redirectUri);
      back.searchParams.set('state', query.get('state') ?? '');
      if (fake.answer === 'cancel') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          user: fake.answer.user,
          declineEmail: fake.answer.declineEmail ?? false,
          challenge: query.get('code_challenge') ?? '',
          redirectUri: query.get('redirect_uri')!,
        });
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/v23.0/oauth/access_token' && request.method === 'POST') {
      const form = await readForm(request);
      if (form.get('client_id') !== options.appId || form.get('client_secret') !== options.appSecret) {
        return refuse(response, 'token: client authentication');
      }
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!issued) return refuse(response, 'token: unknown or used code');
      if (form.get('redirect_uri') !== issued.redirectUri) return refuse(response, 'token: redirect_uri');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
        return refuse(response, 'token: PKCE verifier');
      }
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, issued);
      return json(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (url.pathname === '/v23.0/me' || url.pathname === '/v23.0/me/permissions') {
      const accessToken = query.get('access_token') ?? '';
      const issued = tokens.get(accessToken);
      if (!issued) return refuse(response, 'graph: unknown access token');
      const proof = createHmac('sha256', options.appSecret).update(accessToken).digest('hex');
      if (query.get('appsecret_proof') !== proof) return refuse(response, 'graph: appsecret_proof');
      if (url.pathname.endsWith('/permissions')) {
        return json(response, 200, {
          data: [
            { permission: 'public_profile', status: 'granted' },
            { permission: 'email', status: issued.declineEmail ? 'declined' : 'granted' },
          ],
        });
      }
      const fields = (query.get('fields') ?? 'id,name').split(',');
      const { id, name, email } = issued.user;
      return json(response, 200, {
        id,
        ...(fields.includes('name') && name ? { name } : {}),
        ...(fields.includes('email') && email && !issued.declineEmail ? { email } : {}),
      });
    }
    refuse(response, `no such path ${url.pathname}`);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  return fake;
}
