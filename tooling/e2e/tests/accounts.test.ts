// Accounts in Chromium, as new users would go through them: sign-up by e-mail with the mail read from the sandbox
// mailbox page, sign-in by phone with the code from the SMS outbox, social sign-in at a real local OpenID provider
// playing Google, and what a user sees when an operator bans them or ends their session.
import { startLocalOidcProvider, type LocalOidcProvider } from '@aura/gateway/testing/oidc';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountButton,
  completeProfile,
  freshEmail,
  freshUkMobile,
  freePort,
  launchChromium,
  logInByPhone,
  newPage,
  runAdmin,
  startServer,
  ukMobile,
  userIdOf,
  watchPageErrors,
  type Profile,
  type RunningServer,
} from '../src/index.ts';

const GOOGLE = { clientId: 'aura-e2e-google', clientSecret: 'aura-e2e-google-secret' };

let server: RunningServer;
let browser: Browser;
let google: LocalOidcProvider;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  google = await startLocalOidcProvider({
    ...GOOGLE,
    redirectUris: [`${url}/facade/api/user/oauth/google/callback`],
    account: { sub: 'google-e2e-1', email: 'ayla.google@example.com', email_verified: true, name: 'Ayla G' },
  });
  [server, browser] = await Promise.all([
    startServer({
      port,
      env: {
        PUBLIC_URL: url,
        GOOGLE_CLIENT_ID: GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        GOOGLE_ISSUER: google.issuer,
      },
    }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A fresh browser profile of a returning adult (past the 18+ gate), on a phone. */
const newPhonePage = () => newPage(browser, contexts, { context: { viewport: { width: 390, height: 844 } } });

const logInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log in' });

/** What this file's new accounts answer on the profile step (spec §5), besides their nicknames. */
const PROFILE: Partial<Profile> = { gender: 'Female', birthday: { year: '1994', monthIndex: 3, day: '12' } };

/** Signs a new user up by phone, reading the code from the sandbox SMS outbox. */
async function signUpByPhone(page: Page, nationalNumber: string, nickname: string): Promise<void> {
  const sms = await logInByPhone(page, server.url, ukMobile(nationalNumber));
  expect(sms.channel).toBe('sms');
  await completeProfile(page, { ...PROFILE, nickname });
}

describe('accounts, end to end', () => {
  it('signs up by e-mail with the link from the sandbox mailbox, stays signed in, logs out, and meets the guard', async () => {
    const page = await newPhonePage();
    const errors = watchPageErrors(page);
    const address = freshEmail('deniz.e2e');

    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await page.getByLabel('E-mail address').fill(address);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // The sandbox mailbox page shows the mail; its link confirms the address and signs this browser in.
    await page.goto(`${server.url}/dev/outbox?to=${encodeURIComponent(address)}`);
    const link = page.locator('article[data-channel="email"]').first().getByRole('link');
    expect(await link.getAttribute('href')).toContain('/login?verifyEmail=');
    await link.click();

    await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
    await page.getByLabel('New password').fill('sunny-days-42');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await completeProfile(page, { ...PROFILE, nickname: 'Deniz' });

    // A reload keeps the session (the cookies and the gateway agree).
    await page.reload();
    await accountButton(page).waitFor();

    // Logging out from the settings.
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await logInButton(page).waitFor();

    // A guarded route now stops at the login popup, on the login page.
    await page.goto(`${server.url}/wall`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();

    // And the password chosen above logs in again.
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with e-mail' }).click();
    // The popup is named after its current screen.
    const dialog = page.getByRole('dialog', { name: 'Log in with e-mail' });
    await dialog.getByLabel('E-mail address').fill(address);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel(/^Password/).fill('sunny-days-42');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await accountButton(page).waitFor();
    expect(errors()).toEqual([]);
  });

  it('signs in by phone with the code from the sandbox SMS outbox', async () => {
    const page = await newPhonePage();
    const errors = watchPageErrors(page);
    await signUpByPhone(page, freshUkMobile(), 'Mert');
    expect(await userIdOf(page)).toMatch(/^\d+$/);
    expect(errors()).toEqual([]);
  });

  it('signs in with Google (a real local OpenID provider) and comes back signed in', async () => {
    const page = await newPhonePage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The provider's own consent page.
    await page.waitForURL((url) => url.origin === google.issuer);
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back in the app, the one-time token signs the browser in, then the new account completes its profile.
    await page.waitForURL((url) => url.origin === server.url);
    await completeProfile(page, { ...PROFILE, nickname: 'Ayla' });
    expect(new URL(page.url()).searchParams.has('autoLoginToken')).toBe(false);
    // Only the app's own errors count; the provider's page is not ours (it has no favicon, say).
    expect(errors().filter((error) => !error.includes(google.issuer))).toEqual([]);
  });

  it('shows a banned account the banned screen and logs it out; an ended session says "Login has expired"', async () => {
    const banned = await newPhonePage();
    await signUpByPhone(banned, freshUkMobile(), 'Selin');
    const ended = await newPhonePage();
    await signUpByPhone(ended, freshUkMobile(), 'Bora');
    const bannedId = await userIdOf(banned);
    const endedId = await userIdOf(ended);

    // The operator bans one account and signs the other out, with the embedded database's server stopped.
    await server.restart(async (dataDir) => {
      await runAdmin(
        ['bans', 'create', '--user', bannedId, '--message', 'Banned in the e2e suite.'],
        dataDir,
      );
      await runAdmin(['sessions', 'end', '--user', endedId], dataDir);
    });

    await banned.reload();
    await banned.getByRole('dialog', { name: 'Account banned' }).waitFor();
    await banned.getByRole('dialog', { name: 'Account banned' }).getByRole('button').first().click();
    await logInButton(banned).waitFor();
    expect((await banned.context().cookies()).some((cookie) => cookie.name === 'loginToken')).toBe(false);

    await ended.reload();
    await ended.getByRole('dialog').getByText('Login has expired').waitFor();
    await ended.getByRole('dialog').getByRole('button').first().click();
    await logInButton(ended).waitFor();
  });
});
