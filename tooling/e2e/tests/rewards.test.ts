// Rewards in Chromium (docs/rewards.md), on the shared gateway with fresh people: a new user checks in from the task
// page and sees the coins arrive in the header live; a second check-in the same day says how long until the next;
// a real call to a demo host completes the day's call task, whose reward is claimed once. The sign-up coins' banner
// shows first, and the account menu leads to the backpack. Nothing waits for the
// server's time: the day is the gateway's, never moved here. The check-in opens from the task page (popup/get's
// check-in popup is an operator's choice, off by default: docs/rewards.md).
import { expect, it } from 'vitest';
import {
  accountButton,
  bell,
  callScreen,
  freshUkMobile,
  headerCoins,
  hostCard,
  newPage,
  outcome,
  useSharedSuite,
  userIdOf,
  watchPageErrors,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone } from '../people/gateway-sign-in.ts';

/** Waits for the media to come up: seconds here, far longer on two cores shared with other suites. */
const MEDIA_WAIT_MS = 90 * 1000;

// Demo host Ayla is called by no other file on the shared gateway (voice-call.test.ts calls Sanne).
const suite = useSharedSuite();

it(
  'check in and see the coins arrive live, hear the time left on a second try, and claim a call task once',
  async () => {
    const [caller, host] = await Promise.all([
      newPage(suite.browser, suite.contexts).then((page) =>
        signUpByPhone(page, suite.url, freshUkMobile(), { nickname: 'Noor' }),
      ),
      newPage(suite.browser, suite.contexts).then((page) => signInDemoHost(page, suite.url, 'Ayla')),
    ]);
    const callerErrors = watchPageErrors(caller);
    const callerId = await userIdOf(caller);

    // A new account is told of its sign-up coins once, by a banner over the wall it can close.
    const welcome = caller.getByRole('complementary', { name: 'Welcome to Aura' });
    await welcome.getByText(/free coins are in your account, for joining\.$/).waitFor();
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });

    // The task page's check-in: the first week's first day pays 10 coins, which the header shows at once.
    await caller.goto(`${suite.url}/task`);
    const start = await headerCoins(caller);
    await caller.getByRole('button', { name: 'Daily check-in' }).click();
    const popup = caller.getByRole('dialog', { name: 'Daily check-in' });
    await popup.getByText('Day 1').waitFor();
    await popup.getByRole('button', { name: 'Check in' }).click();
    await popup.getByText('Checked in! +10 coins').waitFor();
    // The header behind the popup (hidden from assistive technology while the popup is modal).
    await caller
      .getByRole('banner', { includeHidden: true })
      .getByText(`${start + 10} coins`, { exact: true })
      .waitFor();

    // Again the same day: the spec's message with the hours and minutes until 0:00 UTC.
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
    await caller.getByRole('button', { name: 'Daily check-in' }).click();
    await popup
      .getByText(/^You have already checked in today\. Check in again in \d+ h \d+ min\.$/)
      .waitFor();
    expect(await popup.getByRole('button', { name: 'Checked in' }).isDisabled()).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();

    // The call task is open until a real call: a call to Ayla, answered and hung up.
    const callTask = caller
      .getByRole('region', { name: 'Daily tasks' })
      .getByRole('listitem', { name: 'Make a call' });
    await callTask.getByText('0/1').waitFor();
    await caller.goto(`${suite.url}/wall`);
    const card = hostCard(caller, 'Ayla');
    await card.getByText('Online', { exact: true }).waitFor({ timeout: MEDIA_WAIT_MS });
    await card.getByRole('button', { name: 'Voice call with Ayla' }).click();
    const ringing = bell(host, 'Noor');
    await ringing.getByRole('button', { name: 'Answer' }).click();
    const screen = callScreen(caller, 'Ayla');
    await screen.getByRole('status').getByText('Connected').waitFor({ timeout: MEDIA_WAIT_MS });
    await screen.getByRole('button', { name: 'Hang up' }).click();
    await outcome(caller).getByRole('button', { name: 'Close' }).click();

    // Completed: claimed once, its coins arrive live, and the task says Claimed from then on.
    await caller.goto(`${suite.url}/task`);
    await callTask.getByText('1/1').waitFor();
    const beforeClaim = await headerCoins(caller);
    await callTask.getByRole('button', { name: 'Claim' }).click();
    await callTask.getByText('Claimed').waitFor();
    await caller
      .getByRole('banner')
      .getByText(`${beforeClaim + 20} coins`, { exact: true })
      .waitFor();
    await caller.reload();
    await callTask.getByText('Claimed').waitFor();
    expect(await callTask.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    const ledger = (await suite.admin(['coins', 'balance', '--user', callerId])) as { coins: number };
    expect(ledger.coins).toBe(beforeClaim + 20);

    // The account menu leads to the backpack, where gifts from rewards and missions land.
    await accountButton(caller).click();
    await caller.getByRole('link', { name: 'Backpack' }).click();
    await caller.getByRole('heading', { name: 'Backpack', level: 1 }).waitFor();

    expect(callerErrors()).toEqual([]);
  },
  6 * MEDIA_WAIT_MS,
);
