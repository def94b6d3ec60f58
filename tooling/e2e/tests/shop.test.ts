// Issue 12 in Chromium, on the shared gateway (its clock never moves): a new user buys a coin pack with the sandbox
// PSP's approve card, and payRes shows the outcome the server got from the PSP's signed webhook while the header's
// balance rises without a reload; a declined card shows the spec's words and credits nothing; the 3-D Secure card
// fails and passes its challenge; the local method (a voucher) stays processing until paid, then credits once
// (docs/payments.md).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshUkMobile, newPage, useSharedSuite } from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const suite = useSharedSuite();

/** The coins the header shows (the account menu's badge, read as a screen reader says it). */
const headerCoins = (page: Page, coins: number) =>
  page.getByRole('banner').getByText(`${coins.toLocaleString('en')} coins`, { exact: true });

/** At the sandbox PSP's hosted checkout: the card form, filled and sent. */
async function payWith(page: Page, number: string) {
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
  await page.getByLabel('Full name').fill('Pia Jansen');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing e-mail').fill('pia@example.com');
  await page.getByRole('button', { name: /^Pay \d/ }).click();
}

/** Buy on the shop's card of the 100-coin pack: the tab goes to the sandbox's checkout. */
async function buySmallPack(page: Page) {
  await page.goto(`${suite.url}/shop`);
  await page
    .getByRole('article', { name: '100 coins' })
    .getByRole('button', { name: 'Buy for £1.69' })
    .click();
  await page.waitForURL(/\/sandbox-psp\/checkout\//);
}

it('buys a pack with the approve card; a declined card credits nothing', async () => {
  const page = await signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), {
    nickname: 'Pia',
  });
  await page.goto(`${suite.url}/shop`);
  await page.getByRole('heading', { name: 'Coin Shop' }).waitFor();
  await page.getByRole('note').getByText('First purchase bonus: +100 coins').waitFor();
  await headerCoins(page, 120).waitFor();

  // The 500-coin pack (+10 % extra) of the built-in catalogue, in pounds: a UK number's country (GB).
  await page
    .getByRole('article', { name: '500 coins' })
    .getByRole('button', { name: 'Buy for £7.49' })
    .click();
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/payRes\?orderNo=AO/);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  await page.getByText('Coins added to your balance: 650').waitFor();
  // 120 from the sign-up, 550 of the pack, 100 of the first purchase: by the wallet's live event, no reload.
  await headerCoins(page, 770).waitFor();
  expect(loads).toBe(0);

  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await page.getByRole('heading', { name: 'Coin Shop' }).waitFor();
  expect(await page.getByRole('note').count()).toBe(0);
  await page
    .getByRole('article', { name: '100 coins' })
    .getByRole('button', { name: 'Buy for £1.69' })
    .click();
  await payWith(page, '4000 0000 0000 0002');
  await page.waitForURL(/\/payRes\?orderNo=AO/);
  await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
  await page.getByRole('alert').getByText('Purchase failed. Please retry the verification.').waitFor();
  await headerCoins(page, 770).waitFor();

  await page.getByRole('link', { name: 'Order history' }).click();
  const rows = page.getByRole('row');
  await rows.nth(2).waitFor();
  expect(await rows.nth(1).textContent()).toContain('Failed');
  expect(await rows.nth(2).textContent()).toContain('Successful');
});

it('3-D Secure fails then passes; a voucher stays processing until it is paid, and credits once', async () => {
  const page = await signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, freshUkMobile(), {
    nickname: 'Ines',
  });
  await headerCoins(page, 120).waitFor();

  for (const [answer, heading] of [
    ['Fail authentication', 'Payment failed'],
    ['Complete authentication', 'Payment successful'],
  ] as const) {
    await buySmallPack(page);
    await payWith(page, '4000 0000 0000 3220');
    await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    await page.getByRole('button', { name: answer }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  // 120, then the pack's 100 and the first-purchase bonus's 100, once.
  await headerCoins(page, 320).waitFor();

  await buySmallPack(page);
  const voucher = page.url().replace('/checkout/', '/voucher/');
  await page.getByRole('button', { name: 'Pay with a local method (voucher)' }).click();
  await page.waitForURL(/\/payRes\?orderNo=AO/);
  await page.getByText('Your payment is being processed. Your coins will arrive shortly.').waitFor();
  await headerCoins(page, 320).waitFor();
  // Later, the voucher is paid (at a shop, a bank): its page stands for that.
  await page.goto(voucher);
  await page.getByRole('button', { name: 'Pay this voucher' }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  await headerCoins(page, 420).waitFor();
  await page.getByRole('link', { name: 'Order history' }).click();
  const rows = page.getByRole('row');
  await rows.nth(3).waitFor();
  const statuses = await Promise.all([1, 2, 3].map(async (index) => rows.nth(index).textContent()));
  expect(
    statuses.map((text) =>
      text?.includes('Successful') ? 'Successful' : text?.includes('Failed') ? 'Failed' : text,
    ),
  ).toEqual(['Successful', 'Successful', 'Failed']);
});
