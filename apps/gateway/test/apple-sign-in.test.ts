// Sign in with Apple end to end against a real OpenID provider playing Apple: the answer comes back as a form POST
// (response_mode=form_post), and the client secret is an ES256 JWT that the provider checks the way Apple does.
import { generateKeyPairSync } from 'node:crypto';
import { OAUTH_ERROR_QUERY } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.ts';
import { TestBrowser, freePort, type Page } from './oauth-browser.ts';
import { autoLogin, autoLoginTokenOf, callbackPath, isAppPage, startUrl } from './social-kit.ts';

const CLIENT_ID = 'app.aura.web';
const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY1234567';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

let publicUrl: string;
let provider: LocalOidcProvider;
let gateway: TestGateway;
const secretsSeen: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  provider = await startLocalOidcProvider({
    clientId: CLIENT_ID,
    // As Apple does: the secret must be our team's JWT for this client, signed with the registered key.
    clientSecret: async (secret) => {
      secretsSeen.push(secret);
      const verified = await jwtVerify(secret, publicKey, {
        algorithms: ['ES256'],
        issuer: TEAM_ID,
        subject: CLIENT_ID,
        audience: provider.issuer,
      }).catch(() => undefined);
      return verified?.protectedHeader.kid === KEY_ID;
    },
    redirectUris: [`${publicUrl}${callbackPath('apple')}`],
    // Apple's ID tokens carry no name, and write email_verified as a string.
    account: { sub: '001234.apple-ayla', email: 'ayla@privaterelay.appleid.com', email_verified: 'true' },
  });
  gateway = await startTestGateway({
    PUBLIC_URL: publicUrl,
    APPLE_CLIENT_ID: CLIENT_ID,
    APPLE_TEAM_ID: TEAM_ID,
    APPLE_KEY_ID: KEY_ID,
    APPLE_PRIVATE_KEY: privateKey
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .trim()
      .replace(/\n/g, '\\n'),
    APPLE_ISSUER: provider.issuer,
  });
  await gateway.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  await provider?.close();
});

/** Signs in up to Apple's form_post page, which a browser submits to our callback. */
async function untilFormPost(browser: TestBrowser, decision: 'allow' | 'deny' = 'allow'): Promise<Page> {
  const loginPage = await browser.navigate(startUrl(publicUrl, 'apple'));
  const formPost = await browser.navigate(loginPage.url, {
    method: 'POST',
    form: { decision, shareEmail: 'yes' },
  });
  expect(formPost.html).toContain(`action="${publicUrl}${callbackPath('apple')}"`);
  return formPost;
}

describe('Sign in with Apple against a real OpenID provider', () => {
  it('asks for the answer as a form POST, with state, nonce and PKCE', async () => {
    const { url } = await new TestBrowser().navigate(startUrl(publicUrl, 'apple'), {
      stopAt: (next) => next.origin === provider.issuer,
    });
    const params = new URL(url).searchParams;
    expect(params.get('response_mode')).toBe('form_post');
    expect(params.get('scope')).toBe('openid name email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('state')).toBeTruthy();
  });

  it('takes the form POST, pays with a signed client secret, and names the user from Apple\'s "user" field', async () => {
    const browser = new TestBrowser();
    const formPost = await untilFormPost(browser);
    const end = await browser.submitForm(formPost, {
      extra: { user: JSON.stringify({ name: { firstName: 'Ayla', lastName: 'Demir' } }) },
      stopAt: isAppPage(publicUrl),
    });
    const { body, result } = await autoLogin(publicUrl, autoLoginTokenOf(end.url));
    expect(body.code).toBe(200);
    expect(result).toMatchObject({
      isNewUser: true,
      userName: 'Ayla Demir',
      profile: { email: 'ayla@privaterelay.appleid.com', emailVerified: true },
    });
    const [row] = await gateway.services.database.db.select().from(users).where(eq(users.id, result.id));
    expect(row!.createdVia).toBe('apple');
    expect(secretsSeen.length).toBeGreaterThan(0);
  });

  it('sends a user who cancelled back to the login page asking for permission', async () => {
    const browser = new TestBrowser();
    const formPost = await untilFormPost(browser, 'deny');
    const end = await browser.submitForm(formPost, { stopAt: isAppPage(publicUrl) });
    expect(end.url).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=permission`);
  });
});
