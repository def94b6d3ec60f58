// Social sign-in end to end against a real OpenID provider (oidc-provider on loopback) playing Google: the
// gateway discovers it, sends the browser there with state, nonce and PKCE, exchanges the code, checks the ID
// token, and hands the web app a one-time auto-login token that postAutoLogin turns into a session.
import {
  COIN_PROMOTIONS,
  BUSINESS_CODES,
  OAUTH_ERROR_QUERY,
  PROTOCOL_ERRORS,
  RESULT_CODES,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { oauthStates, userIdentities, users } from '../src/db/schema.ts';
import { accountsModule } from '../src/modules/accounts/index.ts';
import { socialModule } from '../src/modules/social/index.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.ts';
import { TestBrowser, freePort } from './oauth-browser.ts';
import { autoLogin, autoLoginTokenOf, callbackPath, isAppPage, startUrl } from './social-kit.ts';

const CLIENT_ID = 'aura-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'google-test-secret';
const AYLA = { sub: 'google-ayla', email: 'ayla@example.com', email_verified: true, name: 'Ayla Demir' };

let publicUrl: string;
/** A second front on the same services whose clock the test moves (expiry of saved sign-ins). */
let clockedUrl: string;
let clock = Date.now();
let clocked: FastifyInstance;
let provider: LocalOidcProvider;
let gateway: TestGateway;

beforeAll(async () => {
  const port = await freePort();
  const clockedPort = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  clockedUrl = `http://127.0.0.1:${clockedPort}`;
  provider = await startLocalOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${publicUrl}${callbackPath('google')}`, `${clockedUrl}${callbackPath('google')}`],
    account: AYLA,
  });
  gateway = await startTestGateway({
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
  });
  await gateway.app.listen({ port, host: '127.0.0.1' });
  clocked = Fastify();
  const services = { ...gateway.services, protocol: { ...gateway.services.protocol, now: () => clock } };
  const clockedConfig = { ...gateway.config, publicUrl: clockedUrl };
  await accountsModule.routes?.(clocked, { services, config: clockedConfig });
  await socialModule.routes?.(clocked, { services, config: clockedConfig });
  await clocked.listen({ port: clockedPort, host: '127.0.0.1' });
});

afterAll(async () => {
  await clocked?.close();
  await gateway?.close();
  await provider?.close();
});

interface SignIn {
  returnTo?: string;
  deviceId?: string;
  login?: string;
  decision?: 'allow' | 'deny';
  shareEmail?: boolean;
}

/** A fresh browser signs in at the provider; answers where the gateway finally sends it. */
async function signIn(options: SignIn = {}): Promise<{ location: URL; browser: TestBrowser }> {
  const browser = new TestBrowser();
  const query = { returnTo: options.returnTo ?? '/wall', deviceId: options.deviceId ?? 'social-device-1' };
  const loginPage = await browser.navigate(startUrl(publicUrl, 'google', query));
  expect(loginPage.url).toContain(`${provider.issuer}/interaction/`);
  const end = await browser.navigate(loginPage.url, {
    method: 'POST',
    form: {
      login: options.login ?? AYLA.sub,
      decision: options.decision ?? 'allow',
      shareEmail: options.shareEmail === false ? 'no' : 'yes',
    },
    stopAt: isAppPage(publicUrl),
  });
  return { location: new URL(end.url), browser };
}

async function userRow(id: number) {
  const [row] = await gateway.services.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('Google sign-in against a real OpenID provider', () => {
  it('sends the browser to the provider with state, nonce and PKCE (S256), remembering them for ten minutes', async () => {
    const browser = new TestBrowser();
    const { url } = await browser.navigate(startUrl(publicUrl, 'google'), {
      stopAt: (next) => next.origin === provider.issuer,
    });
    const authorization = new URL(url);
    expect(authorization.pathname).toBe('/auth');
    const params = authorization.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${publicUrl}${callbackPath('google')}`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    const state = params.get('state')!;
    expect(browser.cookie(publicUrl, 'aura_oauth_google')).toBe(state);

    const [saved] = await gateway.services.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, state));
    expect(saved).toMatchObject({ provider: 'google', deviceId: 'social-device-1', returnTo: '/wall' });
    expect(saved!.codeVerifier).not.toBe(params.get('code_challenge'));
    expect(saved!.expiresAt.getTime() - saved!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('signs a new user up and hands the web app a token that postAutoLogin turns into a session', async () => {
    const { location } = await signIn();
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/wall`);
    const token = autoLoginTokenOf(location.href);

    const { body, result } = await autoLogin(publicUrl, token);
    expect(body.code).toBe(200);
    expect(result).toMatchObject({
      userName: 'Ayla Demir',
      isNewUser: true,
      goldNum: COIN_PROMOTIONS.signupBonusCoins,
      loginToken: expect.stringMatching(/^[\w-]{43}$/),
      profile: { nickname: 'Ayla Demir', email: 'ayla@example.com', emailVerified: true, hasPassword: false },
    });
    const row = await userRow(result.id);
    expect(row.createdVia).toBe('google');
    const identities = await gateway.services.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, result.id));
    expect(identities).toMatchObject([{ provider: 'google', subject: AYLA.sub, email: AYLA.email }]);

    // The token works once.
    expect((await autoLogin(publicUrl, token)).body.code).toBe(BUSINESS_CODES.autoLoginInvalid);
  });

  it('finds the same user on a second sign-in', async () => {
    const first = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).location.href));
    const second = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).location.href));
    expect(second.result.id).toBe(first.result.id);
    expect(second.result.isNewUser).toBe(false);
    expect(second.result.loginToken).not.toBe(first.result.loginToken);
  });

  it('links to the account with the same address when both sides verified it', async () => {
    const owner = await gateway.services.users.create({ nickname: 'Bora' });
    await gateway.services.database.db
      .update(users)
      .set({ email: 'bora@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    provider.addAccount({ sub: 'google-bora', email: 'bora@example.com', email_verified: true, name: 'B' });

    const { result } = await autoLogin(
      publicUrl,
      autoLoginTokenOf((await signIn({ login: 'google-bora' })).location.href),
    );
    expect(result).toMatchObject({ id: owner.id, isNewUser: false, userName: 'Bora' });
  });

  it('does not link by an address the provider has not verified: a new account, without that address', async () => {
    const owner = await gateway.services.users.create({ nickname: 'Cem' });
    await gateway.services.database.db
      .update(users)
      .set({ email: 'cem@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    provider.addAccount({
      sub: 'google-cem',
      email: 'cem@example.com',
      email_verified: false,
      name: 'Not Cem',
    });

    const { result } = await autoLogin(
      publicUrl,
      autoLoginTokenOf((await signIn({ login: 'google-cem' })).location.href),
    );
    expect(result.id).not.toBe(owner.id);
    expect(result.isNewUser).toBe(true);
    expect(result.profile).toMatchObject({ emailVerified: false });
    expect(result.profile.email).toBeUndefined();
  });

  it('sends a user who said no to the login page: "Google login needs permission"', async () => {
    const { location } = await signIn({ decision: 'deny' });
    expect(location.href).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=permission`);
  });

  it('asks for permission again when no e-mail address was granted, in the language the sign-in began in', async () => {
    const { location } = await signIn({ shareEmail: false, returnTo: '/tr/wall' });
    expect(location.href).toBe(`${publicUrl}/tr/login?${OAUTH_ERROR_QUERY}=permission`);
  });

  it('fails a callback whose state was tampered with, and the code is no use afterwards', async () => {
    const browser = new TestBrowser();
    const loginPage = await browser.navigate(startUrl(publicUrl, 'google'));
    const callback = await browser.navigate(loginPage.url, {
      method: 'POST',
      form: { login: AYLA.sub, decision: 'allow', shareEmail: 'yes' },
      stopAt: (url) => url.pathname === callbackPath('google'),
    });
    const tampered = new URL(callback.url);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const failed = await browser.navigate(tampered.href, { stopAt: isAppPage(publicUrl) });
    expect(failed.url).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
  });

  it('fails a callback in a browser other than the one that started the sign-in (login CSRF)', async () => {
    const attacker = new TestBrowser();
    const loginPage = await attacker.navigate(startUrl(publicUrl, 'google'));
    const callback = await attacker.navigate(loginPage.url, {
      method: 'POST',
      form: { login: AYLA.sub, decision: 'allow', shareEmail: 'yes' },
      stopAt: (url) => url.pathname === callbackPath('google'),
    });
    const victim = new TestBrowser();
    const end = await victim.navigate(callback.url, { stopAt: isAppPage(publicUrl) });
    expect(end.url).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
    // The state was used up by that attempt, so the attacker's own browser cannot finish either.
    const again = await attacker.navigate(callback.url, { stopAt: isAppPage(publicUrl) });
    expect(again.url).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
  });

  it.each(['https://evil.example/wall', '//evil.example/wall', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses returnTo=%s: no open redirect',
    async (returnTo) => {
      const response = await fetch(startUrl(publicUrl, 'google', { returnTo, deviceId: 'social-device-1' }), {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    },
  );

  it('refuses a start without a valid device id', async () => {
    const response = await fetch(startUrl(publicUrl, 'google', { returnTo: '/wall', deviceId: 'x' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 on the paths of providers that are not configured, or do not exist', async () => {
    for (const name of ['apple', 'facebook', 'twitter']) {
      const start = await fetch(startUrl(publicUrl, name), { redirect: 'manual' });
      expect(start.status).toBe(404);
      const callback = await fetch(
        `${publicUrl}${callbackPath('google').replace('google', name)}?code=x&state=y`,
        {
          redirect: 'manual',
        },
      );
      expect(callback.status).toBe(404);
    }
  });

  it('keeps a sign-in under way for ten minutes, not longer', async () => {
    const finish = async (minutesAtProvider: number) => {
      const browser = new TestBrowser();
      const loginPage = await browser.navigate(startUrl(clockedUrl, 'google'));
      clock += minutesAtProvider * 60 * 1000;
      return browser.navigate(loginPage.url, {
        method: 'POST',
        form: { login: AYLA.sub, decision: 'allow', shareEmail: 'yes' },
        stopAt: isAppPage(clockedUrl),
      });
    };
    expect((await finish(9.9)).url).toContain(`${clockedUrl}/wall?autoLoginToken=`);
    expect((await finish(10.1)).url).toBe(`${clockedUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
  });

  it('sends the browser back with failed when the provider cannot be reached', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://aura.example',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
    });
    const app = Fastify();
    await socialModule.routes?.(app, { services: gateway.services, config });
    try {
      const start = new URL(startUrl('https://aura.example', 'google'));
      const response = await app.inject({ url: `${start.pathname}${start.search}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`https://aura.example/login?${OAUTH_ERROR_QUERY}=failed`);
    } finally {
      await app.close();
    }
  });

  it('lets a banned account through the provider, then answers its ban code at the auto-login', async () => {
    provider.addAccount({
      sub: 'google-deniz',
      email: 'deniz@example.com',
      email_verified: true,
      name: 'Deniz',
    });
    const first = await autoLogin(
      publicUrl,
      autoLoginTokenOf((await signIn({ login: 'google-deniz' })).location.href),
    );
    await gateway.services.auth.bans.ban({ userId: first.result.id, createdBy: 'test' });

    const { location } = await signIn({ login: 'google-deniz' });
    const banned = await autoLogin(publicUrl, autoLoginTokenOf(location.href));
    expect(banned.body.code).toBe(RESULT_CODES.accountBanned);
  });

  it('makes no new account from a banned device', async () => {
    await gateway.services.auth.bans.ban({ deviceId: 'banned-device-1', createdBy: 'test' });
    provider.addAccount({ sub: 'google-ece', email: 'ece@example.com', email_verified: true, name: 'Ece' });
    const { location } = await signIn({ login: 'google-ece', deviceId: 'banned-device-1' });
    expect(location.href).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
    const [made] = await gateway.services.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'google-ece'));
    expect(made).toBeUndefined();
  });
});
