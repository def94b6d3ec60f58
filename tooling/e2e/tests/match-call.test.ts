// A match that becomes a call, in Chromium, two people in two browser profiles with Chromium's fake camera and
// microphone (docs/matching.md, docs/rtc-call.md): both press Start and are matched; one goes on into a call
// (beginMinCall) and both get the call screen of a wall call (the cost meter, the controls, the other's video
// playing, on the match's media without a new connection). Then the one who pays reloads the page mid-call: the
// tab finds the call on the gateway, joins the room again, the other side's peer connection takes the new one in,
// both videos play again and the meter goes on from the server's minutes. A hang-up ends it for both, and the ledger
// holds exactly the minutes charged. A minute lasts seconds here (the gateway's test-only CALL_MINUTE_MS).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freshUkMobile,
  latestMessage,
  launchChromium,
  runAdmin,
  startServer,
  watchPageErrors,
  type RunningServer,
} from '../src/index.ts';

/** Where the 18+ gate remembers a confirmed age (@aura/auth's ADULT_GATE_ITEM). */
const ADULT_GATE_ITEM = 'aura.adultConfirmed';
/** A billed minute here: long enough to see the screens and reload within one, short enough to see the next. */
const MINUTE_MS = 9 * 1000;
/** Coins granted on top of the sign-up coins, so the call runs minutes without the coins warning. */
const GRANTED_COINS = 1000;
/** Frames of the remote video that must arrive for it to count as playing (half a second of the fake camera). */
const FRAMES = 15;
const WAIT_MS = 30 * 1000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { CALL_MINUTE_MS: String(MINUTE_MS) } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/**
 * Runs in every page: keeps each line the call's cost meter ever showed ("1080 coins left", "Minutes paid: 2"),
 * in order, so the test sees every minute's charge however late it looks. A reload starts it afresh.
 */
function recordCostMeter(): void {
  const seen: string[] = [];
  (window as unknown as { auraCostMeter: string[] }).auraCostMeter = seen;
  const read = () => {
    for (const line of document.querySelectorAll('[aria-label="Call cost"] *:not(:has(*))')) {
      const text = line.textContent ?? '';
      if (/^(\d+ coins left|Minutes paid: \d+)$/.test(text) && !seen.includes(text)) seen.push(text);
    }
  };
  new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['camera', 'microphone'],
  });
  contexts.push(context);
  await context.addInitScript((item) => window.localStorage.setItem(item, 'true'), ADULT_GATE_ITEM);
  await context.addInitScript(recordCostMeter);
  return context.newPage();
}

/** Signs a new user up by phone (code from the sandbox outbox) and completes the profile. */
async function signUp(national: string, nickname: string): Promise<Page> {
  const page = await newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Continue with phone number' }).click();
  await page.getByLabel('Country or region').selectOption({ label: 'United Kingdom (+44)' });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sms = await latestMessage(server.url, `+44${national.replace(/\D/g, '')}`);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in "${sms.body}"`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption({ index: 5 });
  await page.getByLabel('Day').selectOption('20');
  await page.getByRole('checkbox', { name: /I confirm that I am \d+ or older/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor({ state: 'hidden' });
  return page;
}

async function userIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userId');
  if (!cookie) throw new Error('no userId cookie: not signed in');
  return cookie.value;
}

/**
 * A user's coins with the operator's tool, after `before` ran on the data (the embedded database lets one process
 * open it, so the server is stopped meanwhile; open pages reconnect after).
 */
async function coinsOf(userId: string, before: (dataDir: string) => Promise<void> = async () => {}) {
  let coins = 0;
  await server.restart(async (dataDir) => {
    await before(dataDir);
    coins = ((await runAdmin(['coins', 'balance', '--user', userId], dataDir)) as { coins: number }).coins;
  });
  return coins;
}

/** The video is really playing: its frames advance and it has a picture. */
async function expectVideoPlaying(video: Locator): Promise<void> {
  await video.waitFor({ timeout: WAIT_MS });
  const seen = await video.evaluate(
    (element, wanted) =>
      new Promise<{ frames: number; width: number; start: number; end: number }>((resolve) => {
        const el = element as HTMLVideoElement;
        const start = el.currentTime;
        let frames = 0;
        const done = () => resolve({ frames, width: el.videoWidth, start, end: el.currentTime });
        const timer = setTimeout(done, 20_000);
        const onFrame = () => {
          frames += 1;
          if (frames >= wanted) {
            clearTimeout(timer);
            done();
          } else el.requestVideoFrameCallback(onFrame);
        };
        el.requestVideoFrameCallback(onFrame);
      }),
    FRAMES,
  );
  expect(seen.frames).toBeGreaterThanOrEqual(FRAMES);
  expect(seen.end).toBeGreaterThan(seen.start);
  expect(seen.width).toBeGreaterThan(0);
}

const callScreen = (page: Page, peer: string) => page.getByRole('region', { name: `Call with ${peer}` });
const popup = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });

/** The minutes the meter said were paid, in the order seen on this page (since its last load). */
async function minutesPaid(page: Page): Promise<number[]> {
  const seen = await page.evaluate(() => (window as unknown as { auraCostMeter: string[] }).auraCostMeter);
  return seen.flatMap((text) => {
    const match = /^Minutes paid: (\d+)$/.exec(text);
    return match ? [Number(match[1])] : [];
  });
}

/** The call screen with its meter, its controls and the other's video playing. */
async function expectFullCallScreen(page: Page, peer: string, payer: boolean): Promise<void> {
  const screen = callScreen(page, peer);
  await screen.getByRole('status').getByText('Connected').waitFor({ timeout: WAIT_MS });
  const meter = screen.getByLabel('Call cost');
  await meter.getByText(/^\d+ coins per minute$/).waitFor();
  await meter.getByText(/^Minutes paid: \d+$/).waitFor();
  // The one who pays sees the coins left; the other does not.
  expect(await meter.getByText(/^\d+ coins left$/).count()).toBe(payer ? 1 : 0);
  const controls = screen.getByRole('toolbar', { name: 'Call controls' });
  for (const name of ['Mute microphone', 'Turn camera off', 'Switch camera', 'Hang up'])
    await controls.getByRole('button', { name }).waitFor();
  await expectVideoPlaying(screen.getByLabel(`Video of ${peer}`));
}

describe('a match made into a call, end to end', () => {
  it(
    'both get the call screen with meter, controls and video; the payer reloads mid-call and it goes on; hang-up; the ledger holds the minutes',
    async () => {
      const ada = await signUp(freshUkMobile(), 'Ada');
      const bram = await signUp(freshUkMobile(), 'Bram');
      const adaId = await userIdOf(ada);
      const startCoins = await coinsOf(adaId, async (dataDir) => {
        await runAdmin(
          ['coins', 'grant', '--user', adaId, '--coins', String(GRANTED_COINS), '--reason', 'e2e'],
          dataDir,
        );
      });
      // The server restarted for the operator's tool: fresh pages, so the realtime sockets are up at once rather
      // than after their reconnect backoff (the match's signalling needs them).
      await Promise.all([ada.reload(), bram.reload()]);
      const errors = [watchPageErrors(ada), watchPageErrors(bram)];

      for (const page of [ada, bram]) {
        await page.getByRole('link', { name: 'Match', exact: true }).first().click();
        await page.getByRole('heading', { level: 1, name: 'Random match' }).waitFor();
      }
      await bram.getByRole('button', { name: 'Start' }).click();
      await bram.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      await ada.getByRole('button', { name: 'Start' }).click();
      await popup(ada).getByText('You matched with Bram').waitFor({ timeout: WAIT_MS });

      // Ada goes on into a call: both get the same call screen as a call from the wall.
      await popup(ada).getByRole('button', { name: 'Call', exact: true }).click();
      await expectFullCallScreen(ada, 'Bram', true);
      await expectFullCallScreen(bram, 'Ada', false);
      expect(await minutesPaid(ada)).toContain(1);

      // Ada reloads mid-call: the call comes back on her page, with both videos playing again.
      await ada.reload();
      await expectFullCallScreen(ada, 'Bram', true);
      await expectFullCallScreen(bram, 'Ada', false);
      const afterReload = await minutesPaid(ada);
      expect(afterReload.length).toBeGreaterThan(0);
      // The meter goes on from the server's minutes: the next minute's charge arrives on the reloaded page.
      const next = Math.max(...afterReload) + 1;
      await expect
        .poll(async () => Math.max(...(await minutesPaid(ada))), { timeout: MINUTE_MS + WAIT_MS })
        .toBeGreaterThanOrEqual(next);
      const charged = Math.max(...(await minutesPaid(ada)));
      const coinsLeft = Number(
        /^(\d+)/.exec(
          (await callScreen(ada, 'Bram')
            .getByText(/^\d+ coins left$/)
            .textContent()) ?? '',
        )?.[1],
      );
      const price = Number(
        /^(\d+)/.exec(
          (await callScreen(ada, 'Bram')
            .getByText(/^\d+ coins per minute$/)
            .textContent()) ?? '',
        )?.[1],
      );

      // Hung up just after a charge, well before the next: both see the call ended.
      await callScreen(ada, 'Bram').getByRole('button', { name: 'Hang up' }).click();
      await ada.getByRole('dialog', { name: 'Call ended' }).waitFor({ timeout: WAIT_MS });
      await bram.getByRole('dialog', { name: 'Call ended' }).waitFor({ timeout: WAIT_MS });

      // The ledger: exactly the minutes charged, each once, across the reload.
      const endCoins = await coinsOf(adaId);
      expect(startCoins - endCoins).toBe(charged * price);
      expect(endCoins).toBe(coinsLeft);
      for (const pageErrors of errors)
        expect(pageErrors().filter((error) => !error.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
    },
    120 * 1000,
  );
});
