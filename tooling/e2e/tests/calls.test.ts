// The core loop in Chromium, two people in two browser profiles with Chromium's fake camera and microphone: a
// user signed up by phone calls a demo host from the wall, the host's bell rings, the host answers, both see the
// other's video playing, the coins go per minute while the host earns points, and hanging up shows both sides the
// outcome. Then the coins-low warning of spec §8 and the end one minute later, and refuse, cancel and timeout
// with each side's outcome (spec §4), report and block from a call (issue 18), and Face to Face's countdown
// running out. Nobody waits for a minute: the gateway runs on its test clock, which the tests move (a minute
// charged, a bell rung out, a countdown over when the move returns). A moved clock moves for every test on the
// gateway, so this file has a gateway of its own, its tests one after the other; the browser is the shared one.
import { CALL_LIMITS, MATCH_LIMITS } from '@aura/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bell,
  callScreen,
  costMeterHistory,
  expectVideoPlaying,
  freshUkMobile,
  hostCard,
  matchPopup,
  newPage,
  outcome,
  recordCostMeter,
  startOwnServer,
  useSharedBrowser,
  userIdOf,
  watchPageErrors,
  type RunningServer,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone, type DemoHostName } from '../people/gateway-sign-in.ts';

/** A billed minute: what the tests move the gateway's clock by to have the next one charged. */
const MINUTE_MS = CALL_LIMITS.minuteMs;
/** Coins granted on top of the sign-up coins where a call must run several minutes without the warning. */
const GRANTED_COINS = 1000;
/** Waits for the media and the screens on a loaded machine; nothing here waits for the server's time. */
const LONG_WAIT_MS = 120 * 1000;

/** How long the two of an expired Face to Face match are watched not being matched again (passes run 4 a second). */
const REMATCH_WAIT_MS = 3 * 1000;

const shared = useSharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startOwnServer({ testClock: true, env: { SEED_DEMO_HOSTS: 'true' } });
});

afterAll(async () => {
  await server?.stop();
});

/**
 * A fresh browser profile of an adult (past the 18+ gate), allowed to use the (fake) camera and microphone, with
 * the cost meter and the texts shown recorded.
 */
const newCallPage = () =>
  newPage(shared.browser, shared.contexts, { initScripts: [recordCostMeter, recordTexts] });

/**
 * Runs in every page: keeps every short text an element without child elements ever showed, once each, in the
 * order first seen, so a test sees a passing state ("Time is up. Looking for someone new…") however briefly it was
 * on screen.
 */
function recordTexts(): void {
  const seen: string[] = [];
  const known = new Set<string>();
  (window as unknown as { auraSeen: string[] }).auraSeen = seen;
  const note = (element: Element | null) => {
    if (!element || element.childElementCount > 0) return;
    const text = element.textContent?.trim() ?? '';
    if (text && text.length < 200 && !known.has(text)) {
      known.add(text);
      seen.push(text);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target.parentElement);
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          note(node);
          node.querySelectorAll('*').forEach(note);
        } else note(node.parentElement);
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Waits until a page has shown `text` (recordTexts), even if it is gone again. */
async function waitUntilShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { auraSeen: string[] }).auraSeen.includes(wanted),
    text,
    { timeout: LONG_WAIT_MS },
  );
}

/** A new user signs up by phone (and so gets the sign-up coins) and completes the profile. */
const signUpUser = async (nationalNumber: string, nickname: string) =>
  signUpByPhone(await newCallPage(), server.url, nationalNumber, { nickname });

/** A demo host signs in by phone with the demo number and stays on the app (online, the bell can ring). */
const signInHost = async (name: DemoHostName) => signInDemoHost(await newCallPage(), server.url, name);

/** Opens the wall and presses the host's video call button once the card shows the host online. */
async function callFromWall(page: Page, host: DemoHostName): Promise<{ price: number }> {
  await page.goto(`${server.url}/wall`);
  const card = hostCard(page, host);
  await card.getByText('Online', { exact: true }).waitFor({ timeout: LONG_WAIT_MS });
  const priceText = await card.getByText(/^\d+ coins? per minute$/).textContent();
  const price = Number(/^(\d+)/.exec(priceText ?? '')?.[1]);
  expect(price).toBeGreaterThan(0);
  await card.getByRole('button', { name: `Video call with ${host}` }).click();
  return { price };
}

/** The caller's coins as the call screen's cost meter shows them. */
async function coinsLeft(screen: Locator): Promise<number> {
  const text = await screen.getByText(/^\d+ coins left$/).textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1]);
}

interface Balance {
  coins: number;
  points: number;
}

/** Reads users' balances with the operator's tool, run inside the server (its test clock allows it). */
async function balances(userIds: string[]): Promise<Map<string, Balance>> {
  const result = new Map<string, Balance>();
  for (const userId of userIds) {
    const answer = (await server.admin(['coins', 'balance', '--user', userId])) as Balance;
    result.set(userId, { coins: answer.coins, points: answer.points });
  }
  return result;
}

describe('calls, end to end', () => {
  it(
    'a user calls a host from the wall: bell, answer, both videos play, billed per minute, hang-up outcome on both sides',
    async () => {
      const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Mert'), signInHost('Sanne')]);
      const callerErrors = watchPageErrors(caller);
      const hostErrors = watchPageErrors(host);
      const [callerId, hostId] = await Promise.all([userIdOf(caller), userIdOf(host)]);

      // The caller gets coins from support on top of the sign-up coins, so the call runs minutes without the
      // warning (the wall, opened next, shows the new balance).
      const before = await balances([callerId, hostId]);
      await server.admin([
        'coins',
        'grant',
        '--user',
        callerId,
        '--coins',
        String(GRANTED_COINS),
        '--reason',
        'e2e',
      ]);
      const startCoins = before.get(callerId)!.coins + GRANTED_COINS;

      const { price } = await callFromWall(caller, 'Sanne');
      const screen = callScreen(caller, 'Sanne');
      await screen.getByRole('status').getByText('Calling Sanne…').waitFor();
      await screen.getByText(`${price} coins per minute`).waitFor();
      expect(await coinsLeft(screen)).toBe(startCoins);

      // The host's bell rings, saying who calls and how; the host answers.
      const ringing = bell(host, 'Mert');
      await ringing.waitFor();
      await ringing.getByText('Video call').waitFor();
      await ringing.getByRole('button', { name: 'Answer' }).click();
      await ringing.waitFor({ state: 'hidden' });

      const hostScreen = callScreen(host, 'Mert');
      await screen.getByRole('status').getByText('Connected').waitFor({ timeout: LONG_WAIT_MS });
      await hostScreen.getByRole('status').getByText('Connected').waitFor({ timeout: LONG_WAIT_MS });

      // Each side sees the other's camera playing, beside its own preview.
      await Promise.all([
        expectVideoPlaying(caller.getByLabel('Video of Sanne')),
        expectVideoPlaying(host.getByLabel('Video of Mert')),
      ]);
      await screen.getByLabel('Your camera').waitFor();
      await hostScreen.getByLabel('Your camera').waitFor();

      // The first minute is paid on answer, the second at its start, a minute later: both sides see it.
      await screen.getByText('Minutes paid: 1').waitFor({ timeout: LONG_WAIT_MS });
      await server.advanceClock({ ms: MINUTE_MS });
      await screen.getByText('Minutes paid: 2').waitFor({ timeout: LONG_WAIT_MS });
      await hostScreen.getByText('Minutes paid: 2').waitFor({ timeout: LONG_WAIT_MS });

      // The caller hangs up: both sides see the call over, with its duration.
      await screen.getByRole('button', { name: 'Hang up' }).click();
      for (const page of [caller, host]) {
        await outcome(page)
          .getByText(/^The call has ended\. Duration: \d+:\d\d$/)
          .waitFor();
        expect(await callScreen(page, page === caller ? 'Sanne' : 'Mert').count()).toBe(0);
      }

      // Every minute took the price off the caller's balance as it came, seen by the caller; the host saw each
      // minute paid.
      const seen = await costMeterHistory(caller);
      const minutes = seen.minutesPaid.length;
      expect(seen.minutesPaid).toEqual(Array.from({ length: minutes }, (_, index) => index + 1));
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(seen.balances).toEqual(
        Array.from({ length: minutes + 1 }, (_, minute) => startCoins - minute * price),
      );
      expect((await costMeterHistory(host)).minutesPaid.slice(0, 2)).toEqual([1, 2]);
      expect((await costMeterHistory(host)).balances).toEqual([]);

      await outcome(caller).getByRole('button', { name: 'Close' }).click();
      await outcome(caller).waitFor({ state: 'hidden' });

      // The ledger agrees: the caller paid whole minutes (a hangup charges a minute that had just started), and the
      // host earned points for the same minutes (a demo host earns a point per coin).
      const after = await balances([callerId, hostId]);
      const paid = startCoins - after.get(callerId)!.coins;
      expect(paid % price).toBe(0);
      expect([minutes, minutes + 1]).toContain(paid / price);
      expect(after.get(hostId)!.points - before.get(hostId)!.points).toBe(paid);

      expect(callerErrors()).toEqual([]);
      expect(hostErrors()).toEqual([]);
    },
    6 * LONG_WAIT_MS,
  );

  it(
    'a user whose coins pay one minute sees the coins warning, and the call ends when that minute is over',
    async () => {
      const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Deniz'), signInHost('Ayla')]);
      const callerErrors = watchPageErrors(caller);
      const hostErrors = watchPageErrors(host);
      const callerId = await userIdOf(caller);
      const { price } = await callFromWall(caller, 'Ayla');
      const screen = callScreen(caller, 'Ayla');
      await screen.getByText(/^\d+ coins left$/).waitFor();
      const startCoins = await coinsLeft(screen);
      // The sign-up coins pay this host's first minute, not the second.
      expect(startCoins).toBeGreaterThanOrEqual(price);
      expect(startCoins).toBeLessThan(2 * price);

      await bell(host, 'Deniz').getByRole('button', { name: 'Answer' }).click();

      // Spec §8's words, as an alert, on both sides. (Not waiting for the media to show "Connected" first: the
      // server bills and ends the call whatever the media do; the first test checks the media.)
      const warning = 'Insufficient coins available, your call will terminate in 1 minute.';
      await screen.getByRole('alert').getByText(warning).waitFor({ timeout: LONG_WAIT_MS });
      await callScreen(host, 'Deniz')
        .getByRole('alert')
        .getByText(warning)
        .waitFor({ timeout: LONG_WAIT_MS });

      // Nobody hangs up: when the paid minute is over the server ends the call on both sides.
      await server.advanceClock({ ms: MINUTE_MS });
      for (const page of [caller, host]) {
        await outcome(page)
          .getByText(/Duration: \d+:\d\d$/)
          .waitFor({ timeout: LONG_WAIT_MS });
      }
      await outcome(caller).getByText("You don't have enough coins for this call.").waitFor();
      // The host is not told of the caller's coins: the plain ending, with its duration.
      await outcome(host)
        .getByText(/^The call has ended\. Duration: \d+:\d\d$/)
        .waitFor();
      expect(await outcome(host).getByText("You don't have enough coins for this call.").count()).toBe(0);
      expect(await screen.count()).toBe(0);
      expect(await costMeterHistory(caller)).toEqual({
        balances: [startCoins, startCoins - price],
        minutesPaid: [1],
      });

      // One minute was charged, no more.
      const after = await balances([callerId]);
      expect(after.get(callerId)!.coins).toBe(startCoins - price);

      expect(callerErrors()).toEqual([]);
      expect(hostErrors()).toEqual([]);
    },
    6 * LONG_WAIT_MS,
  );

  it(
    'refuse, cancel and timeout give each side its outcome',
    async () => {
      const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Kaan'), signInHost('Elif')]);
      const callerErrors = watchPageErrors(caller);
      const hostErrors = watchPageErrors(host);
      const screen = callScreen(caller, 'Elif');
      const closeOutcome = async (page: Page) => {
        await outcome(page).getByRole('button', { name: 'Close' }).click();
        await outcome(page).waitFor({ state: 'hidden' });
      };

      // The host declines (the bell's one Decline button: it has no close button that would be a second).
      await callFromWall(caller, 'Elif');
      await bell(host, 'Kaan').getByRole('button', { name: 'Decline' }).click();
      for (const page of [caller, host]) await outcome(page).getByText('The call was declined.').waitFor();
      await Promise.all([closeOutcome(caller), closeOutcome(host)]);

      // The caller gives up while it rings.
      await callFromWall(caller, 'Elif');
      await bell(host, 'Kaan').waitFor();
      await screen.getByRole('button', { name: 'Cancel call' }).click();
      await outcome(caller).getByText('The call was cancelled.').waitFor();
      await outcome(host).getByText('You missed a call.').waitFor();
      expect(await bell(host, 'Kaan').count()).toBe(0);
      await Promise.all([closeOutcome(caller), closeOutcome(host)]);

      // Nobody answers: the bell rings out.
      await callFromWall(caller, 'Elif');
      await bell(host, 'Kaan').waitFor();
      await screen.getByRole('status').getByText('Calling Elif…').waitFor();
      await server.advanceClock({ ms: CALL_LIMITS.ringTimeoutSeconds * 1000 });
      await outcome(caller).getByText('No answer.').waitFor({ timeout: LONG_WAIT_MS });
      await outcome(host).getByText('You missed a call.').waitFor({ timeout: LONG_WAIT_MS });
      expect(await bell(host, 'Kaan').count()).toBe(0);

      // None of them cost anything.
      expect(await costMeterHistory(caller)).toMatchObject({ minutesPaid: [] });
      expect(callerErrors()).toEqual([]);
      expect(hostErrors()).toEqual([]);
    },
    6 * LONG_WAIT_MS,
  );

  it(
    'report and block from a call (issue 18): the call ends for both, and the caller cannot ring the host again',
    async () => {
      // Sanne's price leaves the sign-up coins enough for a second call, so only the block refuses it.
      const [caller, host] = await Promise.all([signUpUser(freshUkMobile(), 'Nil'), signInHost('Sanne')]);
      const callerErrors = watchPageErrors(caller);
      const hostErrors = watchPageErrors(host);
      await callFromWall(caller, 'Sanne');
      await bell(host, 'Nil').getByRole('button', { name: 'Answer' }).click({ timeout: LONG_WAIT_MS });
      const screen = callScreen(caller, 'Sanne');
      await screen.getByText('Minutes paid: 1').waitFor({ timeout: LONG_WAIT_MS });

      // One tap to the report; Block is checked by default.
      await screen.getByRole('button', { name: 'Report' }).click();
      const dialog = caller.getByRole('dialog', { name: 'Report Sanne' });
      await dialog.getByRole('radio', { name: 'Scam, spam or asking for money' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      // The block ends the call at once, as a hang-up would.
      for (const page of [caller, host])
        await outcome(page)
          .getByText(/^The call has ended\./)
          .waitFor({ timeout: LONG_WAIT_MS });
      await outcome(caller).getByRole('button', { name: 'Close' }).click();
      await dialog.getByText('Thank you. Your report was sent and Sanne is blocked.').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).last().click();

      // Ringing her again is refused in the catalog's words; her bell stays silent.
      await callFromWall(caller, 'Sanne');
      await outcome(caller).getByText('You cannot call this user.').waitFor({ timeout: LONG_WAIT_MS });
      expect(await bell(host, 'Nil').count()).toBe(0);
      expect(callerErrors()).toEqual([]);
      expect(hostErrors()).toEqual([]);
    },
    4 * LONG_WAIT_MS,
  );
});

// Random matching with the video, Next and Stop is tests/matching.test.ts; this is Face to Face's countdown.
describe('Face to Face, end to end', () => {
  it(
    'Face to Face names its price and rule and asks first; matched with a countdown; when it runs out both wait at Start',
    async () => {
      const [ece, emre] = await Promise.all([
        signUpUser(freshUkMobile(), 'Ece'),
        signUpUser(freshUkMobile(), 'Emre'),
      ]);
      const errors = [watchPageErrors(ece), watchPageErrors(emre)];
      const pages = [
        { page: ece, partner: 'Emre' },
        { page: emre, partner: 'Ece' },
      ];
      for (const { page } of pages) {
        await page.getByRole('link', { name: 'Match' }).first().click();
        await page.getByRole('heading', { name: 'Random match', level: 1 }).waitFor();
        await page.getByText('Press Start to meet someone new.').waitFor();
      }

      // Face to Face: picking the mode searches nothing yet; its price and its 10-second rule show, and Start asks
      // first (issue 11). Confirmed, both are paired and see its coins and the countdown to decide.
      const rule = new RegExp(
        `^Face to Face costs ${MATCH_LIMITS.faceToFaceCoins} coins a match\\. You both have ${
          MATCH_LIMITS.faceToFaceDecideMs / 1000
        } seconds to go on into a call`,
      );
      for (const { page } of pages) {
        await page.getByRole('button', { name: 'Face to Face' }).click();
        await page.getByText(rule).waitFor();
        await page.getByText('Press Start to meet someone new.').waitFor();
        await page.getByRole('button', { name: 'Start' }).click();
        const asked = page.getByRole('dialog', { name: 'Face to Face' });
        await asked.getByText(rule).waitFor();
        await asked.getByRole('button', { name: `Start · ${MATCH_LIMITS.faceToFaceCoins} coins` }).click();
      }
      for (const { page, partner } of pages) {
        const popup = matchPopup(page);
        await popup.getByText(`You matched with ${partner}`).waitFor({ timeout: LONG_WAIT_MS });
        await popup.getByText(/^\d+ coins per Face to Face\./).waitFor();
        await popup.getByText('Time to decide').first().waitFor();
        // The way on into a call names its price per minute before it is pressed.
        await popup.getByRole('button', { name: /^Go on into a call · \d+ coins\/min$/ }).waitFor();
      }
      // The countdown runs out on the server. The next Face to Face costs coins again, so nobody is put back in the
      // queue without a press: both see the time is up, with Start; and the gateway keeps the two apart for a while.
      await server.advanceClock({ ms: MATCH_LIMITS.faceToFaceDecideMs });
      for (const { page } of pages) await waitUntilShown(page, 'Time is up.');
      await ece.waitForTimeout(REMATCH_WAIT_MS);
      for (const { page } of pages) {
        expect(await matchPopup(page).count()).toBe(0);
        await page.getByRole('button', { name: 'Start' }).waitFor();
      }
      for (const pageErrors of errors) expect(pageErrors()).toEqual([]);
    },
    6 * LONG_WAIT_MS,
  );
});
