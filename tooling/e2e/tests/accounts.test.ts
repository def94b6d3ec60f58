// Accounts in Chromium, as new users would go through them: sign-up by e-mail with the mail read from the sandbox
// mailbox page, sign-in by phone with the code from the SMS outbox, and social sign-in at a real local OpenID
// provider playing Google (started by the global setup with the shared gateway). What a user sees when an operator
// bans them or ends their session is accounts-operator.test.ts, on a gateway of its own.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  accountButton,
  completeProfile,
  freshEmail,
  freshUkMobile,
  useSharedSuite,
  userIdOf,
  watchPageErrors,
} from '../src/index.ts';
import { PROFILE, logInButton, newPhonePage as phonePage, signUpByPhone as signUp } from './accounts-kit.ts';

const suite = useSharedSuite();
const server = { url: suite.url };
const google = { issuer: inject('googleIssuer') };

const newPhonePage = () => phonePage(suite.browser, suite.contexts);
const signUpByPhone = (page: Page, national: string, nickname: string) =>
  signUp(page, server.url, national, nickname);

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

    // The sandbox mailbox page shows the mail; its link confirms the address and signs this browser in. The page
    // is read from this machine (the gateway serves it to loopback only, and the user's profile says it is
    // forwarded from an address of its own), the link is followed in the user's browser.
    const mailbox = await suite.browser.newContext();
    suite.contexts.push(mailbox);
    const mailboxPage = await mailbox.newPage();
    await mailboxPage.goto(`${server.url}/dev/outbox?to=${encodeURIComponent(address)}`);
    const href = await mailboxPage
      .locator('article[data-channel="email"]')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(href).toContain('/login?verifyEmail=');
    await page.goto(new URL(href!, server.url).href);

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
    // Signing in lands where the login started: the wall the guard stopped the visitor at.
    await page.waitForURL((url) => url.pathname === '/wall');
    await page.getByRole('heading', { level: 1, name: 'Wall' }).waitFor();
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
});
