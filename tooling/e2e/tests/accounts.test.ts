// Accounts in Chromium, as new users would go through them: sign-up by e-mail with the mail read from the sandbox
// mailbox page, sign-in by phone with the code from the SMS outbox, social sign-in at a real local OpenID provider
// playing Google, and what a user sees when an operator bans them or ends their session.
import { startLocalOidcProvider, type LocalOidcProvider } from '@aura/gateway/testing/oidc';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  freshUkMobile,
  freePort,
  latestMessage,
  launchChromium,
  runAdmin,
  startServer,
  watchPageErrors,
  type RunningServer,
} from '../src/index.ts';

/** Where the 18+ gate remembers a confirmed age (@aura/auth's ADULT_GATE_ITEM). */
const ADULT_GATE_ITEM = 'aura.adultConfirmed';
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

/** A fresh browser profile of a returning adult (past the 18+ gate). */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  contexts.push(context);
  await context.addInitScript((item) => window.localStorage.setItem(item, 'true'), ADULT_GATE_ITEM);
  return context.newPage();
}

/** The signed-in user's internal id, from the session cookie the app stores. */
async function userIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userId');
  if (!cookie) throw new Error('no userId cookie: not signed in');
  return cookie.value;
}

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account and settings' });
const logInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log in' });

/** The profile step every new account goes through (spec §5). */
async function completeProfile(page: Page, nickname: string): Promise<void> {
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Year').selectOption('1994');
  await page.getByLabel('Month').selectOption({ index: 3 });
  await page.getByLabel('Day').selectOption('12');
  await page.getByRole('checkbox', { name: /I confirm that I am \d+ or older/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await accountButton(page).waitFor();
}

/** Signs a new user up by phone, reading the code from the sandbox SMS outbox. */
async function signUpByPhone(page: Page, nationalNumber: string, nickname: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Continue with phone number' }).click();
  await page.getByLabel('Country or region').selectOption({ label: 'United Kingdom (+44)' });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(nationalNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sms = await latestMessage(server.url, `+44${nationalNumber.replace(/\D/g, '').replace(/^0/, '')}`);
  expect(sms.channel).toBe('sms');
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await completeProfile(page, nickname);
}

describe('accounts, end to end', () => {
  it('signs up by e-mail with the link from the sandbox mailbox, stays signed in, logs out, and meets the guard', async () => {
    const page = await newPage();
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
    await completeProfile(page, 'Deniz');

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
    const page = await newPage();
    const errors = watchPageErrors(page);
    await signUpByPhone(page, freshUkMobile(), 'Mert');
    expect(await userIdOf(page)).toMatch(/^\d+$/);
    expect(errors()).toEqual([]);
  });

  it('signs in with Google (a real local OpenID provider) and comes back signed in', async () => {
    const page = await newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The provider's own consent page.
    await page.waitForURL((url) => url.origin === google.issuer);
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back in the app, the one-time token signs the browser in, then the new account completes its profile.
    await page.waitForURL((url) => url.origin === server.url);
    await completeProfile(page, 'Ayla');
    expect(new URL(page.url()).searchParams.has('autoLoginToken')).toBe(false);
    // Only the app's own errors count; the provider's page is not ours (it has no favicon, say).
    expect(errors().filter((error) => !error.includes(google.issuer))).toEqual([]);
  });

  it('shows a banned account the banned screen and logs it out; an ended session says "Login has expired"', async () => {
    const banned = await newPage();
    await signUpByPhone(banned, freshUkMobile(), 'Selin');
    const ended = await newPage();
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
