// Random matching in Chromium, two people in two browser profiles with Chromium's fake camera and microphone
// (docs/matching.md): both open the match screen and press Start, both get the matched popup naming the other, and
// each sees the other's video playing, connected through the match's room by @aura/rtc-call's RTC engine. Next on
// one side ends the match for the other, who goes back to looking for someone; Stop leaves the queue.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freshUkMobile,
  latestMessage,
  launchChromium,
  startServer,
  watchPageErrors,
  type RunningServer,
} from '../src/index.ts';

/** Where the 18+ gate remembers a confirmed age (@aura/auth's ADULT_GATE_ITEM). */
const ADULT_GATE_ITEM = 'aura.adultConfirmed';
/** Frames of the remote video that must arrive for it to count as playing (half a second of the fake camera). */
const FRAMES = 15;
const WAIT_MS = 60 * 1000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['camera', 'microphone'],
  });
  contexts.push(context);
  await context.addInitScript((item) => window.localStorage.setItem(item, 'true'), ADULT_GATE_ITEM);
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

/** To the match screen the way a person goes: the header's link (a first page of /matching goes home, spec §2). */
async function openMatchScreen(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Match', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Random match' }).waitFor();
}

/** The video is really playing: its frames advance and it has a picture. */
async function expectVideoPlaying(video: Locator): Promise<void> {
  await video.waitFor({ timeout: WAIT_MS });
  const seen = await video.evaluate(
    (element, wanted) =>
      new Promise<{ frames: number; width: number }>((resolve) => {
        const el = element as HTMLVideoElement;
        let frames = 0;
        const timer = setTimeout(() => resolve({ frames, width: el.videoWidth }), 30_000);
        const onFrame = () => {
          frames += 1;
          if (frames >= wanted) {
            clearTimeout(timer);
            resolve({ frames, width: el.videoWidth });
          } else el.requestVideoFrameCallback(onFrame);
        };
        el.requestVideoFrameCallback(onFrame);
      }),
    FRAMES,
  );
  expect(seen.frames).toBeGreaterThanOrEqual(FRAMES);
  expect(seen.width).toBeGreaterThan(0);
}

const popup = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });

describe('matching, end to end', () => {
  it(
    'two users press Start: matched popup on both sides, each sees the other’s video; Next sends the other back to the queue',
    async () => {
      // One after the other: started together, one of the two codes did not reach the outbox in time here.
      const ada = await signUp(freshUkMobile(), 'Ada');
      const bram = await signUp(freshUkMobile(), 'Bram');
      const errors = [watchPageErrors(ada), watchPageErrors(bram)];
      await Promise.all([openMatchScreen(ada), openMatchScreen(bram)]);

      await ada.getByRole('button', { name: 'Start' }).click();
      await ada.locator('p', { hasText: 'Looking for someone…' }).waitFor();
      await bram.getByRole('button', { name: 'Start' }).click();

      await expect
        .poll(() => popup(ada).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Bram');
      await expect
        .poll(() => popup(bram).textContent(), { timeout: WAIT_MS })
        .toContain('You matched with Ada');
      // Next stays disabled for its countdown right after the match.
      await expect(ada.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);

      await Promise.all([
        expectVideoPlaying(ada.getByLabel('Video of Bram')),
        expectVideoPlaying(bram.getByLabel('Video of Ada')),
      ]);

      await ada.getByRole('button', { name: 'Next' }).click({ timeout: WAIT_MS });
      await bram
        .locator('p', { hasText: 'They moved on. Looking for someone new…' })
        .waitFor({ timeout: WAIT_MS });
      // Just left each other: they are not matched again at once.
      await expect(popup(ada).count()).resolves.toBe(0);
      await bram.getByRole('button', { name: 'Stop' }).click();
      await bram.getByText('Press Start to meet someone new.').waitFor();
      for (const pageErrors of errors) expect(pageErrors()).toEqual([]);
    },
    4 * WAIT_MS,
  );
});
