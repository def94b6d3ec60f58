// Issue 12 in Chromium where time has to pass or the match queue is needed, so on a gateway of this file's own (its
// test clock moves a week at a time, and its match queue holds only this file's people; the browser is the shared
// one; docs/testing.md, "The e2e suite"). A new user subscribes weekly with the sandbox PSP's approve card; the clock
// passes the week and the renewal's coins reach the header without a reload, the shop showing the next period; the
// user cancels from the shop, the clock passes that period, nothing is charged and the shop offers the plans again.
// A renewal the saved card cannot pay (the sandbox's card approved at the checkout only) is tried again a day and
// three days later: the shop names each retry's day, then says the subscription ended; no coins come, VIP ends with
// the paid week, and the failure and the end are mailed (the sandbox outbox).
// VIP unlocks unlimited matching: with no free matches and one match a day on this gateway, a user without a
// purchase pays for her match and is then refused with the spec's words, while a VIP's matches ask nothing, cost
// nothing and go past the day's one (docs/payments.md "VIP", docs/matching.md "Allowance and prices").
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  freshEmail,
  freshUkMobile,
  headerShowsCoins,
  latestMessage,
  matchPopup,
  newPage,
  buyInShop,
  startOwnServer,
  useSharedBrowser,
  type RunningServer,
} from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const DAY_MS = 86_400_000;
const WAIT_MS = 30_000;

const shared = useSharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  // PUBLIC_URL is where the sandbox PSP's checkout sends the tab back to: the same origin as the app, so that the
  // session cookie goes with it. No free matches and one match a day, so that two matches reach both limits.
  const port = await freePort();
  server = await startOwnServer({
    port,
    testClock: true,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, MATCH_FREE_QUOTA: '0', MATCH_DAILY_LIMIT: '1' },
  });
});

afterAll(async () => {
  await server?.stop();
});

async function signUp(nickname: string): Promise<Page> {
  return signUpByPhone(await newPage(shared.browser, shared.contexts), server.url, freshUkMobile(), {
    nickname,
  });
}

/**
 * The test clock a week and an hour on: past the end of a weekly period that began a moment ago. Two steps, a week
 * being the longest the gateway takes at once; each answers once the gateway's schedulers acted.
 */
async function passAWeek(): Promise<void> {
  await server.advanceClock({ ms: 7 * DAY_MS });
  await server.advanceClock({ ms: 3_600_000 });
}

/**
 * The test clock `ms` on, then a minute more, in which the sandbox PSP delivers the webhooks it held back (up to a
 * second) of the charges made at the first step. Resolves to the time of those charges.
 */
async function passCharging(ms: number): Promise<number> {
  const { now } = await server.advanceClock({ ms });
  await server.advanceClock({ ms: 60_000 });
  return now;
}

/** A day as the shop writes it ("Dec 4, 2026"). */
const dayOf = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(ms);

/** The day a week after `date` as the shop writes it ("Dec 4, 2026"), from the noon of that day. */
function weekAfter(date: string): string {
  const noon = Date.parse(date) + DAY_MS / 2;
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(noon + 7 * DAY_MS);
}

describe('the shop on a moving clock', () => {
  it('a weekly subscription renews when the clock passes the week, live in the header; cancelled, it ends with nothing charged', async () => {
    const page = await signUp('Wren');
    await page.goto(`${server.url}/shop`);
    await buyInShop(page, 'Weekly coin pack', 'Subscribe', '4242 4242 4242 4242');
    // 120 from the sign-up, the week's 600 and the first-purchase bonus's 100.
    await headerShowsCoins(page, 820).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    const held = page.getByRole('group', { name: 'Weekly coin pack' });
    const firstEnd = (await held
      .getByRole('status')
      .getByText(/^Active · Renews on /)
      .textContent())!.replace('Active · Renews on ', '');

    // The week passes: the gateway's payments pass charges the saved card; the PSP's webhook credits the 600, and
    // the wallet's live event moves the header on this page, which does not load again.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await passAWeek();
    await headerShowsCoins(page, 1420).waitFor({ timeout: WAIT_MS });
    expect(loads).toBe(0);
    await page.reload();
    const secondEnd = weekAfter(firstEnd);
    await held.getByRole('status').getByText(`Active · Renews on ${secondEnd}`).waitFor();
    await page.getByText(`VIP until ${secondEnd}`).waitFor();

    // Cancel, from the shop's own button, asked once more: held until the period's end.
    await held.getByRole('button', { name: 'Cancel subscription' }).click();
    const asked = held.getByRole('alertdialog', { name: 'Cancel subscription' });
    await asked
      .getByText('Cancel your subscription? It stays active until the end of the current week or month.')
      .waitFor();
    await asked.getByRole('button', { name: 'Cancel subscription' }).click();
    await held.getByRole('status').getByText(`Canceled · Ends on ${secondEnd}`).waitFor();

    // That period passes too: it ends without a charge (the pass that would have charged has run when the clock's
    // answer comes, so a third order would be in the history already), VIP with it, and the plans are offered again.
    await passAWeek();
    await page.reload();
    await page.getByRole('heading', { name: 'Coin subscriptions' }).waitFor();
    await held.waitFor({ state: 'detached' });
    await page.getByText('Any coin purchase makes you VIP.').waitFor();
    await expect(
      page
        .getByRole('article', { name: 'Weekly coin pack' })
        .getByRole('button', { name: 'Subscribe' })
        .isEnabled(),
    ).resolves.toBe(true);
    await headerShowsCoins(page, 1420).waitFor();
    await page.getByRole('link', { name: 'Order history' }).click();
    const rows = page.getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    for (const index of [1, 2]) expect(await rows.nth(index).textContent()).toContain('Successful');
  });

  it('a renewal the saved card cannot pay is tried again a day and three days later, the shop telling each; then it ended, nothing credited', async () => {
    // With a verified address, to which the gateway mails the failure and the end.
    const email = freshEmail('dara');
    const page = await signUpByPhone(
      await newPage(shared.browser, shared.contexts),
      server.url,
      freshUkMobile(),
      { nickname: 'Dara' },
      { email },
    );
    const mailed = (subject: string) =>
      expect
        .poll(async () => (await latestMessage(server.url, email)).subject, { timeout: WAIT_MS })
        .toBe(subject);
    await page.goto(`${server.url}/shop`);
    // The sandbox's card that is approved at the checkout and declined whenever charged saved (docs/payments.md).
    await buyInShop(page, 'Weekly coin pack', 'Subscribe', '4000 0000 0000 0341');
    // 120 from the sign-up, 20 for the bound address, the week's 600 and the first-purchase bonus's 100.
    await headerShowsCoins(page, 840).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    const held = page.getByRole('group', { name: 'Weekly coin pack' });
    await page.getByText(/^VIP until /).waitFor();
    const retryNotice = (day: string) =>
      held
        .getByRole('alert')
        .getByText(`We could not charge your card for the renewal. We will try again on ${day}.`);

    // The week passes: the renewal's charge is declined. The subscription is still held and tried again in a day;
    // nothing is credited, and VIP ended with the paid week.
    let chargedAt = await passCharging(7 * DAY_MS);
    await page.reload();
    await retryNotice(dayOf(chargedAt + DAY_MS)).waitFor();
    await page.getByText('Any coin purchase makes you VIP.').waitFor();
    await headerShowsCoins(page, 840).waitFor();
    await mailed('Your subscription could not be renewed');

    // The day passes: the first retry is declined too, the next in three days.
    chargedAt = await passCharging(DAY_MS);
    await page.reload();
    await retryNotice(dayOf(chargedAt + 3 * DAY_MS)).waitFor();
    await headerShowsCoins(page, 840).waitFor();

    // The three days pass: the last retry is declined and the subscription ended. The shop says so and offers the
    // plans again; still nothing credited.
    await passCharging(3 * DAY_MS);
    await page.reload();
    await page
      .getByRole('alert')
      .getByText(
        'Your subscription (Weekly coin pack) ended: we could not charge your card for the renewal. Subscribe again to keep getting coins.',
      )
      .waitFor();
    await held.waitFor({ state: 'detached' });
    await expect(
      page
        .getByRole('article', { name: 'Weekly coin pack' })
        .getByRole('button', { name: 'Subscribe' })
        .isEnabled(),
    ).resolves.toBe(true);
    await page.getByText('Any coin purchase makes you VIP.').waitFor();
    await headerShowsCoins(page, 840).waitFor();
    await mailed('Your subscription ended');
  });

  it(
    'VIP unlocks unlimited matching: past the free matches and the day’s limit that stop a user without a purchase',
    async () => {
      const vic = await signUp('Vic');
      await vic.goto(`${server.url}/shop`);
      await buyInShop(vic, '100 coins', 'Buy for £1.69', '4242 4242 4242 4242');
      // 120, the pack's 100 and the first-purchase bonus's 100.
      await headerShowsCoins(vic, 320).waitFor();
      await vic.getByRole('link', { name: 'Back to the shop' }).click();
      await vic.getByText(/^VIP until /).waitFor();

      const nia = await signUp('Nia');
      for (const page of [vic, nia]) {
        await page.getByRole('link', { name: 'Match', exact: true }).first().click();
        await page.getByRole('heading', { level: 1, name: 'Random match' }).waitFor();
      }
      // The VIP's Start asks nothing (no free matches here, yet her match is free); Nia's names the price first.
      await vic.getByRole('button', { name: 'Start' }).click();
      await vic.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      // The screen says so where it names a price to others.
      await vic.getByText('VIP · Unlimited matching').waitFor();
      await nia.getByRole('button', { name: 'Start' }).click();
      const paid = nia.getByRole('dialog', { name: 'Free matches used up' });
      await paid.getByText('Your free matches are used up. Each match now costs 20 coins.').waitFor();
      await nia.getByText('Free matches left: 0 · Then 20 coins a match').waitFor();
      await paid.getByRole('button', { name: 'Start · 20 coins' }).click();
      await expect
        .poll(() => matchPopup(vic).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Nia');
      await expect
        .poll(() => matchPopup(nia).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Vic');
      await headerShowsCoins(nia, 100).waitFor();

      // Vic stops (or, her next match being free, has moved on by herself already: Stop is there either way), and
      // Start again finds her waiting for the next one.
      await vic.getByRole('button', { name: 'Stop' }).click();
      await vic.getByText('Press Start to meet someone new.').waitFor();
      await nia.getByText('They moved on.').waitFor({ timeout: WAIT_MS });

      // Nia's one match of the day is made: the spec's words, and no way to pay past it.
      await nia.getByRole('button', { name: 'Start' }).click();
      await nia
        .getByRole('dialog', { name: 'Free matches used up' })
        .getByRole('button', { name: 'Start · 20 coins' })
        .click();
      await nia.getByRole('alert').getByText('Daily meet chance used up; come back tomorrow.').waitFor();
      await headerShowsCoins(nia, 100).waitFor();

      // Vic goes past it: a second match today, free, with Ola (whose first match it is).
      await vic.getByRole('button', { name: 'Start' }).click();
      await vic.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      const ola = await signUp('Ola');
      await ola.getByRole('link', { name: 'Match', exact: true }).first().click();
      await ola.getByRole('button', { name: 'Start' }).click();
      await ola
        .getByRole('dialog', { name: 'Free matches used up' })
        .getByRole('button', { name: 'Start · 20 coins' })
        .click();
      await expect
        .poll(() => matchPopup(vic).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Ola');
      await headerShowsCoins(vic, 320).waitFor();
    },
    4 * WAIT_MS,
  );
});
