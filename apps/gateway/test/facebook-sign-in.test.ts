// Facebook Login end to end against a local fake of Facebook's dialog, token endpoint and Graph API. Facebook has
// no discovery, so the test serves the session and social routes with the fake's endpoints on the gateway's own
// services.
import { OAUTH_ERROR_QUERY } from '@aura/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../src/db/schema.ts';
import { accountsModule } from '../src/modules/accounts/index.ts';
import { oauthRoutes, oauthServiceFor } from '../src/modules/social/index.ts';
import { systemRoutes } from '../src/modules/system/routes.ts';
import { startFakeFacebook, type FakeFacebook } from './fake-facebook.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { TestBrowser, freePort } from './oauth-browser.ts';
import { autoLogin, autoLoginTokenOf, callbackPath, isAppPage, startUrl } from './social-kit.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'facebook-test-secret';
const AYLA = { id: '10001', name: 'Ayla Demir', email: 'ayla@example.com' };

let publicUrl: string;
let facebook: FakeFacebook;
let gateway: TestGateway;
let app: FastifyInstance;

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  facebook = await startFakeFacebook(
    { appId: APP_ID, appSecret: APP_SECRET, redirectUri: `${publicUrl}${callbackPath('facebook')}` },
    AYLA,
  );
  gateway = await startTestGateway({
    PUBLIC_URL: publicUrl,
    FACEBOOK_APP_ID: APP_ID,
    FACEBOOK_APP_SECRET: APP_SECRET,
  });
  app = Fastify();
  systemRoutes(app, gateway.services.protocol, gateway.services.keyRing);
  await accountsModule.routes?.(app, { services: gateway.services, config: gateway.config });
  const oauth = await oauthServiceFor(gateway.services, gateway.config, { facebook: facebook.endpoints });
  await oauthRoutes(app, oauth, gateway.config.publicUrl);
  await app.listen({ port, host: '127.0.0.1' });
});

afterEach(() => {
  facebook.answer = { user: AYLA };
});

afterAll(async () => {
  await app?.close();
  await gateway?.close();
  await facebook?.close();
});

async function signIn(): Promise<URL> {
  const end = await new TestBrowser().navigate(startUrl(publicUrl, 'facebook'), {
    stopAt: isAppPage(publicUrl),
  });
  return new URL(end.url);
}

describe('Facebook sign-in against a local Facebook', () => {
  it('signs a new user up: code with PKCE, Graph API /me, auto-login', async () => {
    const location = await signIn();
    expect(location.pathname).toBe('/wall');
    const { body, result } = await autoLogin(publicUrl, autoLoginTokenOf(location.href));
    expect(body.code).toBe(200);
    expect(result).toMatchObject({ isNewUser: true, userName: 'Ayla Demir' });
    // Facebook does not say it verified the address: the identity remembers it, the account does not take it.
    expect(result.profile.email).toBeUndefined();
    const [row] = await gateway.services.database.db.select().from(users).where(eq(users.id, result.id));
    expect(row!.createdVia).toBe('facebook');
    const [identity] = await gateway.services.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, result.id));
    expect(identity).toMatchObject({ provider: 'facebook', subject: AYLA.id, email: AYLA.email });
    expect(facebook.refusals).toEqual([]);
  });

  it('finds the same user on a second sign-in', async () => {
    const first = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).href));
    const second = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).href));
    expect(second.result).toMatchObject({ id: first.result.id, isNewUser: false });
  });

  it('never links to an account by e-mail', async () => {
    const owner = await gateway.services.users.create({ nickname: 'Bora' });
    await gateway.services.database.db
      .update(users)
      .set({ email: 'bora@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    facebook.answer = { user: { id: '10002', name: 'Bora?', email: 'bora@example.com' } };
    const { result } = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).href));
    expect(result.id).not.toBe(owner.id);
  });

  it('signs in an account that has no e-mail address at all', async () => {
    facebook.answer = { user: { id: '10003', name: 'Cem' } };
    const { result } = await autoLogin(publicUrl, autoLoginTokenOf((await signIn()).href));
    expect(result).toMatchObject({ isNewUser: true, userName: 'Cem' });
  });

  it('asks for permission again when the user cancels the dialog', async () => {
    facebook.answer = 'cancel';
    expect((await signIn()).href).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=permission`);
  });

  it('asks for permission again when the user declines the email permission', async () => {
    facebook.answer = {
      user: { id: '10004', name: 'Deniz', email: 'deniz@example.com' },
      declineEmail: true,
    };
    expect((await signIn()).href).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=permission`);
  });

  it('fails when Facebook refuses the code exchange', async () => {
    const browser = new TestBrowser();
    const callback = await browser.navigate(startUrl(publicUrl, 'facebook'), {
      stopAt: (url) => url.pathname === callbackPath('facebook'),
    });
    const forged = new URL(callback.url);
    forged.searchParams.set('code', 'not-a-code-facebook-issued');
    const end = await browser.navigate(forged.href, { stopAt: isAppPage(publicUrl) });
    expect(end.url).toBe(`${publicUrl}/login?${OAUTH_ERROR_QUERY}=failed`);
    expect(facebook.refusals).toEqual(['token: unknown or used code']);
    facebook.refusals.length = 0;
  });
});
